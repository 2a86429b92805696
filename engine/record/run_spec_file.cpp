#include "engine/record/run_spec_file.h"

#include <filesystem>

#include "engine/core/atomic_file.h"
#include "engine/core/sha256.h"

namespace nashlab::engine {
namespace {

std::string checksumPath(const std::string& runDir) {
    return (std::filesystem::path(runDir) / kSpecChecksumFile).string();
}

}  // namespace

Status writeRunSpec(const std::string& runDir, const Json& spec) {
    std::string text = spec.dump(2) + "\n";
    // A spec just under the limit grows when pretty-printed; written compact it stays readable.
    const auto limit = byteLimit(kSpecFileLimit);
    if (limit && text.size() > limit.value()) text = spec.dump() + "\n";
    // The checksum first: a crash between the two leaves a mismatch that names the file, never a
    // changed spec that passes for the one played.
    if (auto s = writeFileAtomic(checksumPath(runDir), canonicalJsonSha256(spec) + "\n"); !s) return s;
    return writeFileAtomic((std::filesystem::path(runDir) / "spec.json").string(), text);
}

Status checkRunSpecUnchanged(const std::string& runDir, const Json& spec) {
    std::error_code ec;
    if (!std::filesystem::exists(checksumPath(runDir), ec)) return okStatus();
    auto text = readBoundedFile(checksumPath(runDir), FileLimit{1024, "NASHLAB_MAX_CHECKSUM_BYTES", "checksum"});
    if (!text) return text.error();
    std::string recorded = text.value();
    while (!recorded.empty() && (recorded.back() == '\n' || recorded.back() == '\r' || recorded.back() == ' '))
        recorded.pop_back();
    if (recorded == canonicalJsonSha256(spec)) return okStatus();
    return Error::make("mismatch", runDir +
                                       "/spec.json is not the spec this run was played from (its SHA-256 "
                                       "differs from the one in " +
                                       kSpecChecksumFile +
                                       "): resuming or scoring it would mix two specs. Put the original "
                                       "back, or play the edited spec as a new run");
}

}  // namespace nashlab::engine
