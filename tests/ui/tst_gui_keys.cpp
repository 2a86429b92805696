// API keys from the Settings dialog, for real through the OS keychain (a private, unlocked
// gnome-keyring started by tests/support/with_keyring.sh): stored and cleared per endpoint, shown
// as stored / not stored / from the environment (never the key), never written to settings.ini
// or any NashLab folder; the endpoint's Test and a whole run from the window use the stored key
// against the fake server on loopback, which refuses requests without it.
#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>
#include <memory>
#include <optional>

#include "app/composition/provider_seat_services.h"
#include "engine/game/game_registry.h"
#include "engine/record/run_reader.h"
#include "providers/seats/key_store.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/waits.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/compose/compose_view.h"
#include "ui/compose/model_catalog.h"
#include "ui/compose/seat_table.h"
#include "ui/main/main_window.h"
#include "ui/settings/providers_page.h"
#include "ui/settings/settings_dialog.h"

using namespace nashlab;
using engine::Json;

namespace {
const QString kKey = QStringLiteral("fake-gui-keychain-value-17");  // not key-shaped on purpose

// The keychain's answer for one endpoint, looked up as the window does (asynchronously).
providers::ResolvedKeys resolved(const std::string& provider, const std::string& baseUrl = {}) {
    auto out = std::make_shared<std::optional<providers::ResolvedKeys>>();
    providers::resolveKeys({{provider, "", baseUrl}}, nullptr,
                           [out](providers::ResolvedKeys keys) { *out = std::move(keys); });
    if (!QTest::qWaitFor([&] { return out->has_value(); }, providers::kKeychainTimeoutMs + 5000))
        qFatal("resolveKeys never called back");
    return out->value();
}

bool keychainHasKey(const std::string& provider, const std::string& baseUrl = {}) {
    const std::string entry = providers::keychainEntry(provider, baseUrl);
    const auto keys = resolved(provider, baseUrl);
    const auto it = keys.keychain.find(entry);
    return it != keys.keychain.end() && !it->second.empty();
}

}  // namespace

class TestGuiKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"), "run through tests/support/with_keyring.sh");
        qunsetenv("NASHLAB_NO_KEYCHAIN");
        qunsetenv("OPENAI_API_KEY");
        // A fresh response cache: the run below must reach the server, not replay an earlier answer.
        QFile::remove(qEnvironmentVariable("NASHLAB_CACHE_DIR") + QStringLiteral("/responses.sqlite"));
        QVERIFY(m_server.listen());
        m_server.setRequiredKey(kKey.toStdString());
        m_endpoint = {QStringLiteral("Fake"), QStringLiteral("openai"),
                      QString::fromStdString(m_server.baseUrl("openai"))};
    }

    void storedThroughSettingsNeverInSettingsIni() {
        ui::AppSettings settings = ui::AppSettings::load();
        settings.endpoints = {ui::defaultEndpoints().front(), m_endpoint};
        ui::SettingsDialog dialog(settings);
        ui::ProvidersPage* page = dialog.providersPage();
        auto* state = page->findChild<QLabel*>(QStringLiteral("keyState"));
        page->table()->selectRow(1);
        QTRY_COMPARE(state->text(), QStringLiteral("Key: not stored. Local servers often need none."));
        page->findChild<QLineEdit*>(QStringLiteral("keyEdit"))->setText(kKey);
        page->findChild<QPushButton*>(QStringLiteral("storeKey"))->click();
        QTRY_COMPARE(state->text(), QStringLiteral("Key: stored in the system keychain."));
        QVERIFY(page->findChild<QLineEdit*>(QStringLiteral("keyEdit"))->text().isEmpty());
        QVERIFY(!state->text().contains(kKey));
        // In the keychain under the endpoint's own entry, not the provider's public one.
        QVERIFY(keychainHasKey("openai", m_server.baseUrl("openai")));
        QVERIFY(!keychainHasKey("openai"));
        QCOMPARE(QString::fromStdString(providers::findApiKey("openai", "", m_server.baseUrl("openai"),
                                                              resolved("openai", m_server.baseUrl("openai")))
                                            .value),
                 kKey);

        // The public endpoint: nothing stored; a key in the environment is named, not shown.
        page->table()->selectRow(0);
        QTRY_COMPARE(state->text(), QStringLiteral("Key: not stored."));
        qputenv("OPENAI_API_KEY", "fake-env-value-3");
        page->table()->selectRow(1);
        page->table()->selectRow(0);
        QCOMPARE(state->text(), QStringLiteral("Key: from the environment (OPENAI_API_KEY)."));
        // The keychain's late answer for row 1 is dropped: row 0 is selected.
        QVERIFY(test::holdsFor(
            [&] { return state->text() == QStringLiteral("Key: from the environment (OPENAI_API_KEY)."); }, 300));
        qunsetenv("OPENAI_API_KEY");

        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        dialog.settings().save();  // what the window does with an accepted dialog
        QFile ini(ui::AppSettings::filePath());
        QVERIFY(ini.open(QIODevice::ReadOnly));
        const QByteArray saved = ini.readAll();
        QVERIFY(saved.contains(QByteArray::fromStdString(m_server.baseUrl("openai"))));  // the endpoint is there
        QVERIFY(!saved.contains(kKey.toUtf8()));                                         // the key is not
    }

    void testButtonUsesTheStoredKey() {
        ui::ProvidersPage page({m_endpoint});
        auto* result = page.findChild<QLabel*>(QStringLiteral("endpointTestResult"));
        QSignalSpy tested(&page, &ui::ProvidersPage::tested);
        page.test(0);
        QVERIFY(tested.wait());
        QCOMPARE(result->text(), QStringLiteral("✓ Fake answers: 2 model(s): fake-small, fake-large"));
        QCOMPARE(QString::fromStdString(m_server.requests.back().headers.at("authorization")),
                 QStringLiteral("Bearer ") + kKey);
    }

    void aRunFromTheWindowUsesEndpointAndKey() {
        ui::AppSettings settings = ui::AppSettings::load();
        settings.endpoints = {ui::defaultEndpoints().front(), m_endpoint};
        settings.welcomed = true;
        settings.save();
        ui::ModelCatalog::shared().clear();
        ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
        QVERIFY(window.compose()->loadSpec({{"game", "guess_average"}, {"rounds", 2}, {"seed", 3}}));
        ui::SeatTable* table = window.compose()->seatTable();
        // Pick the endpoint configured in Settings in the seat table, then a discovered model.
        table->comboAt(0, ui::SeatTable::ColKind)->setCurrentIndex(1);
        auto* endpoint = table->comboAt(0, ui::SeatTable::ColEndpoint);
        QCOMPARE(endpoint->itemText(1), QStringLiteral("Fake"));
        endpoint->setCurrentIndex(1);
        auto* models = table->comboAt(0, ui::SeatTable::ColModel);
        QTRY_COMPARE(models->count(), 2);
        models->setCurrentIndex(models->findText(QStringLiteral("fake-small")));
        window.compose()->refreshPreviewNow();
        const int chatBefore = m_server.chatRequests();
        window.arena()->setPacing(0);
        QSignalSpy finished(window.controller(), &ui::ArenaController::finished);
        QVERIFY(window.runComposed());
        QVERIFY(finished.wait(30000));
        QCOMPARE(m_server.chatRequests() - chatBefore, 2);  // one per round, with the keychain's key
        QCOMPARE(QString::fromStdString(m_server.requests.back().headers.at("authorization")),
                 QStringLiteral("Bearer ") + kKey);
        auto run = engine::readRun(window.controller()->runDir().toStdString());
        QVERIFY(run);
        QCOMPARE(static_cast<int>(run->sessions.front().rounds.size()), 2);
        QVERIFY(run->sessions.front().isFinished());
    }

    void clearedKeyIsGoneAndTestSaysSo() {
        ui::ProvidersPage page({m_endpoint});
        page.table()->selectRow(0);
        QTRY_COMPARE(page.findChild<QLabel*>(QStringLiteral("keyState"))->text(),
                     QStringLiteral("Key: stored in the system keychain."));
        page.findChild<QPushButton*>(QStringLiteral("clearKey"))->click();
        QTRY_COMPARE(page.findChild<QLabel*>(QStringLiteral("keyState"))->text(),
                     QStringLiteral("Key: not stored. Local servers often need none."));
        QVERIFY(!keychainHasKey("openai", m_server.baseUrl("openai")));
        QSignalSpy tested(&page, &ui::ProvidersPage::tested);
        page.test(0);
        QVERIFY(tested.wait());
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("endpointTestResult"))
                    ->text()
                    .contains(QStringLiteral("the key was rejected (HTTP 401)")));
    }

    void keyNeverLandsInNashLabFolders() {
        for (const char* var : {"NASHLAB_DATA_DIR", "NASHLAB_CACHE_DIR", "NASHLAB_RUNS_DIR"}) {
            QDirIterator it(qEnvironmentVariable(var), QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                QVERIFY2(!f.readAll().contains(kKey.toUtf8()), qPrintable(f.fileName()));
            }
        }
    }

private:
    test::FakeLlmServer m_server;
    ui::Endpoint m_endpoint;
};

QTEST_MAIN(TestGuiKeys)
#include "tst_gui_keys.moc"
