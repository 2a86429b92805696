#pragma once
// nashlab-cli's exit codes, for every command.
namespace nashlab::cli {

//   0 success, 1 the run ended but some session aborted, 2 bad usage or invalid spec,
//   3 a file or folder could not be read or written.
enum ExitCode { kOk = 0, kSessionsFailed = 1, kUsage = 2, kIo = 3 };

}  // namespace nashlab::cli
