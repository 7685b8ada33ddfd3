import Foundation

// Scenario 148: the app's settings, stored through a property wrapper.

@propertyWrapper
struct Stored<Value> {
    let key: String
    let defaultValue: Value

    init(_ key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    var wrappedValue: Value {
        get { UserDefaults.standard.object(forKey: key) as? Value ?? defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

struct Preferences {
    @Stored("user_region", defaultValue: "US")
    static var region: String

    static var lastEditedField = ""
}
