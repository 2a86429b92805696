#pragma once
// Writing a file so that it is either whole or not there: every output NashLab writes (CSV and SVG
// exports, specs, run folders' small files, merged runs) goes through here. On a disk that fills,
// write() first writes part of what it is given and only the next call fails; a writer that
// checks only for -1 reports success with a file cut mid-row. Here every byte is accounted for.
#include <string>
#include <string_view>

#include "engine/core/result.h"

namespace nashlab::engine {

/// Writes `bytes` to `path` atomically: into a new temporary file beside it (its own name, so two
/// writers never share one), every write checked, synced to disk, closed (checked), renamed over
/// `path`, and the folder synced. On any failure the temporary is removed, `path` is as it was,
/// and the error (code "io") names the file and the system's reason ("No space left on device").
Status writeFileAtomic(const std::string& path, std::string_view bytes);

/// Makes what was written to `path` durable (fsync), for a file written by other means that is
/// about to be renamed into place.
Status syncFile(const std::string& path);

/// Flushes standard output and says whether everything printed reached it: a command whose output
/// was redirected to a file on a full disk must not end with 0. The error names the reason.
Status flushStandardOutput();

}  // namespace nashlab::engine
