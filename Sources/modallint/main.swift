import ModalLintPlatform
import ModalLintKit

AllocatorTuning.apply()

// Arguments are decoded as file names are (`FileSystem.decodeName`): a path that is not
// UTF-8 still names its file.
let arguments = (1..<Int(CommandLine.argc)).map { i -> String in
    guard let raw = CommandLine.unsafeArgv[i] else { return "" }
    return raw.withMemoryRebound(to: UInt8.self, capacity: strlen(raw) + 1) {
        FileSystem.decodeName(UnsafeBufferPointer(start: $0, count: strlen(raw)))
    }
}
exit(CommandLineTool.run(arguments))
