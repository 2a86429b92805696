#pragma once
// Merging response caches: the caches a cluster's shards filled on their own machines are joined
// into one, so that re-running (or resuming) the whole design anywhere replays every answer. An
// answer already in the target is kept: both are answers to the same request and replicate, and
// the one that a record on this machine may already have replayed must not change.
#include <QString>
#include <QStringList>

#include "engine/core/result.h"

namespace nashlab::providers {

struct CacheMergeReport {
    long long added = 0;    ///< answers new to the target
    long long present = 0;  ///< answers the target had already
};

/// Adds every answer of `sources` (cache files, or folders holding responses.sqlite) to the cache
/// file `target` (created if missing). A source that is not a readable NashLab cache is refused
/// by name before anything is added.
engine::Result<CacheMergeReport> mergeCaches(const QString& target, const QStringList& sources);

/// The cache file of a path given on the command line: a folder means its responses.sqlite.
QString cacheFileOf(const QString& path);

}  // namespace nashlab::providers
