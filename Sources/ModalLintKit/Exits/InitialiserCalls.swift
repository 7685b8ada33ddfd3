/// Per type name, the files that call its initialiser (`BracketNames.initialisers`), and the
/// names the project makes: called as initialisers, subclassed, or scenes of its storyboards.
struct InitialiserCalls: Sendable {
    private var files: [UInt64: [Int]] = [:]
    private var made: Set<UInt64> = []

    init() {}

    init(_ index: ProjectIndex) {
        for (fi, m) in index.models.enumerated() {
            for h in m.bracketNames.initialisers { files[h, default: []].append(fi) }
            for t in m.types { if let base = t.inherited.first { made.insert(NameHash.hash64(ProjectIndex.baseTypeName(base))) } }
        }
        made.formUnion(files.keys)
        for sb in index.storyboards { for scene in sb.scenes { if let c = scene.customClass { made.insert(NameHash.hash64(c)) } } }
    }

    /// The files that spell a call of `name`'s initialiser, in file order.
    subscript(_ name: String) -> [Int]? { files[NameHash.hash64(name)] }

    /// Whether the project makes `name`: calls its initialiser, subclasses it, or has a
    /// storyboard scene of it.
    func isMade(_ name: String) -> Bool { made.contains(NameHash.hash64(name)) }
}
