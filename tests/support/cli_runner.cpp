#include "tests/support/cli_runner.h"

#include <QEventLoop>
#include <QProcess>
#include <QTimer>

namespace nashlab::test {

QProcessEnvironment cliEnvironment(const QString& cacheDir) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NASHLAB_CACHE_DIR"), cacheDir);
    env.insert(QStringLiteral("NASHLAB_DATA_DIR"), cacheDir + QStringLiteral("/data"));
    env.insert(QStringLiteral("NASHLAB_NO_KEYCHAIN"), QStringLiteral("1"));
    return env;
}

CliResult runCli(const QStringList& args, const QString& cacheDir, int timeoutMs) {
    QProcess p;
    p.setProcessEnvironment(cliEnvironment(cacheDir));
    p.start(qEnvironmentVariable("NASHLAB_CLI"), args);
    if (!p.waitForStarted(5000)) return {};
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (p.state() != QProcess::NotRunning) loop.exec();
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace nashlab::test
