// A keychain daemon that never answers (tests/support/with_silent_keyring.sh: the bus holds every
// call to the Secret Service): resolving keys gives up after its time limit, the event loop stays
// live meanwhile, and the seat, `nashlab-cli run` and `nashlab-cli models` say "no API key" with
// the reason, instead of hanging.
#include <QElapsedTimer>
#include <QProcess>
#include <QTimer>
#include <QtTest>
#include <memory>
#include <optional>

#include "providers/seats/key_store.h"
#include "providers/seats/llm_seat.h"
#include "tests/support/temp_dir.h"

using namespace nashlab;
using namespace nashlab::providers;
using engine::Json;

namespace {

struct CliResult {
    int code = -1;
    QString err;
};

CliResult cli(const QStringList& args) {
    QProcess p;
    p.start(qEnvironmentVariable("NASHLAB_CLI"), args);
    if (!p.waitForFinished(60000)) return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace

class TestKeychainTimeout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"),
                 "run through tests/support/with_silent_keyring.sh");
        qunsetenv("NASHLAB_NO_KEYCHAIN");
        qunsetenv("ANTHROPIC_API_KEY");
    }

    void aSilentDaemonTimesOutIntoNoKey() {
        auto out = std::make_shared<std::optional<ResolvedKeys>>();
        QElapsedTimer clock;
        clock.start();
        resolveKeys(
            {{"anthropic", "", ""}}, nullptr, [out](ResolvedKeys keys) { *out = std::move(keys); }, 500);
        QVERIFY(!out->has_value());  // never before resolveKeys returns
        // The event loop runs while the keychain is silent: a 10 ms timer keeps ticking.
        int ticks = 0;
        QTimer probe;
        connect(&probe, &QTimer::timeout, this, [&] { ++ticks; });
        probe.start(10);
        QTRY_VERIFY_WITH_TIMEOUT(out->has_value(), 10000);
        probe.stop();
        const qint64 waited = clock.elapsed();
        qInfo("the silent keychain was given up after %lld ms; the probe ticked %d times meanwhile",
              static_cast<long long>(waited), ticks);
        QVERIFY2(waited >= 450, qPrintable(QString::number(waited)));
        QVERIFY(ticks >= 10);
        const ResolvedKeys& keys = out->value();
        QCOMPARE(QString::fromStdString(keys.problem),
                 QStringLiteral("the system keychain did not answer within 500 ms"));
        QVERIFY(findApiKey("anthropic", "", "", keys).value.empty());

        // The seat is refused up front, saying why the keychain gave nothing.
        const auto seat = LlmSeatConfig::fromSettings({{"provider", "anthropic"}, {"model", "x"}}, "seat 1", keys);
        QVERIFY(!seat);
        QCOMPARE(QString::fromStdString(seat.error().code), QStringLiteral("missing_key"));
        QVERIFY2(seat.error().message.find("has no API key: set ANTHROPIC_API_KEY") != std::string::npos,
                 seat.error().message.c_str());
        QVERIFY2(seat.error().message.find("(the system keychain did not answer within 500 ms)") != std::string::npos,
                 seat.error().message.c_str());
    }

    void theCommandLineSaysSoToo() {
        test::TempDir dir;
        const std::string specPath = dir.path() + "/spec.json";
        QFile f(QString::fromStdString(specPath));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(Json({{"game", "guess_average"},
                      {"rounds", 1},
                      {"seats", Json::array({{{"type", "llm"}, {"provider", "anthropic"}, {"model", "x"}},
                                             {{"type", "bot"}, {"strategy", "ne"}}})}})
                    .dump()
                    .c_str());
        f.close();
        const auto run = cli({QStringLiteral("run"), QString::fromStdString(specPath), QStringLiteral("--out"),
                              QString::fromStdString(dir.path() + "/runs")});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(QStringLiteral("has no API key")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("the system keychain did not answer within 3 s")),
                 qPrintable(run.err));
        QVERIFY(!QDir(QString::fromStdString(dir.path() + "/runs")).exists());  // refused before any run folder

        const auto models = cli({QStringLiteral("models"), QStringLiteral("--provider"), QStringLiteral("anthropic")});
        QCOMPARE(models.code, 2);
        QVERIFY2(models.err.contains(QStringLiteral("no API key for anthropic")), qPrintable(models.err));
        QVERIFY2(models.err.contains(QStringLiteral("the system keychain did not answer within 3 s")),
                 qPrintable(models.err));
    }
};

QTEST_GUILESS_MAIN(TestKeychainTimeout)
#include "tst_keychain_timeout.moc"
