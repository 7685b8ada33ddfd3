#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ModalLintKit

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
