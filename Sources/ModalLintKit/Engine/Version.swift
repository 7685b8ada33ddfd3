/// The tool's version, printed by `modallint --version` and written into SARIF.
public enum ModalLintVersion {
    public static let string = "0.1.0"
}
