#pragma once
// nashlab-cli as the provider tests run it: a child process with its own cache and data folders and
// no keychain, while this process's event loop keeps serving the fake server.
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace nashlab::test {

struct CliResult {
    int code = -1;
    QString out;
    QString err;
};

/// The environment of a CLI run: NASHLAB_CACHE_DIR `cacheDir`, NASHLAB_DATA_DIR under it, no keychain.
QProcessEnvironment cliEnvironment(const QString& cacheDir);

/// Runs $NASHLAB_CLI with `args` to the end (at most `timeoutMs`), serving events meanwhile.
CliResult runCli(const QStringList& args, const QString& cacheDir, int timeoutMs = 120000);

}  // namespace nashlab::test
