// API keys through the OS keychain (QtKeychain over the Secret Service of a private, unlocked
// gnome-keyring started by tests/support/with_keyring.sh): stored, found when the environment has
// none, overridden by the environment, and never written to NashLab's own folders.
#include <QDirIterator>
#include <QFile>
#include <QtTest>

#include "providers/seats/key_store.h"

using namespace nashlab::providers;

namespace {
const std::string kKey = "fake-keychain-test-value-42";  // not key-shaped: house checks flag real-looking keys
}

class TestKeychain : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"), "run through tests/support/with_keyring.sh");
        qunsetenv("NASHLAB_NO_KEYCHAIN");
        qunsetenv("ANTHROPIC_API_KEY");
    }

    void storesAndFindsAKey() {
        QCOMPARE(QString::fromStdString(storeApiKeyInKeychain("anthropic", kKey)), QString());
        const ApiKey found = findApiKey("anthropic", "");
        QCOMPARE(QString::fromStdString(found.value), QString::fromStdString(kKey));
        QCOMPARE(QString::fromStdString(found.source), QStringLiteral("keychain:NashLab/anthropic"));
        QVERIFY(findApiKey("gemini", "").value.empty());  // nothing stored for another provider
    }

    void environmentWins() {
        qputenv("ANTHROPIC_API_KEY", "sk-ant-from-env");
        const ApiKey found = findApiKey("anthropic", "");
        qunsetenv("ANTHROPIC_API_KEY");
        QCOMPARE(QString::fromStdString(found.value), QStringLiteral("sk-ant-from-env"));
        QCOMPARE(QString::fromStdString(found.source), QStringLiteral("env:ANTHROPIC_API_KEY"));
    }

    void keyNeverLandsInNashLabFolders() {
        for (const char* var : {"NASHLAB_DATA_DIR", "NASHLAB_CACHE_DIR", "NASHLAB_RUNS_DIR"}) {
            QDirIterator it(qEnvironmentVariable(var), QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                QVERIFY2(!f.readAll().contains(QByteArray::fromStdString(kKey)), qPrintable(f.fileName()));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestKeychain)
#include "tst_keychain.moc"
