extension Platform {
    /// Runs a program found on `PATH` with `arguments` (the first is its name), its standard
    /// output sent to /dev/null and an empty environment, and waits for it. Returns its wait
    /// status, or nil when it could not be started.
    public static func runDiscardingOutput(_ arguments: [String]) -> Int32? {
        guard let program = arguments.first else { return nil }
        // A struct in Glibc and Musl, an optional pointer in Darwin.
        #if canImport(Glibc) || canImport(Musl)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        let environment: [UnsafeMutablePointer<CChar>?] = [nil]
        var pid = pid_t()
        guard posix_spawnp(&pid, program, &actions, nil, argv, environment) == 0 else { return nil }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status
    }
}
