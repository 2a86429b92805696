// Compose and Settings, offscreen: the seat table's temperature, persona presets and discovered
// models (from the fake server on loopback: listed, 401, unreachable); the cost estimate against
// a hand-computed number; Settings' endpoint Test, price table and template folder; endpoints in
// settings.ini; switching the language while the program runs. Keys (keychain) are tested in
// tst_gui_keys. Screenshots go to $NASHLAB_SCREENSHOT_DIR when it is set.
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QtTest>
#include <cmath>

#include "app/composition/provider_seat_services.h"
#include "engine/experiment/experiment_spec.h"
#include "engine/game/game_registry.h"
#include "engine/prompt/prompt_builder.h"
#include "tests/support/fake_llm_server.h"
#include "tests/support/gui_shots.h"
#include "tests/support/temp_dir.h"
#include "tests/support/waits.h"
#include "ui/arena/arena_controller.h"
#include "ui/arena/arena_view.h"
#include "ui/common/seat_palette.h"
#include "ui/compose/compose_view.h"
#include "ui/compose/model_catalog.h"
#include "ui/compose/param_form.h"
#include "ui/compose/seat_table.h"
#include "ui/main/main_window.h"
#include "ui/settings/prices_page.h"
#include "ui/settings/providers_page.h"
#include "ui/settings/settings_dialog.h"

using namespace nashlab;
using engine::Json;

namespace {

using test::screenshot;  // grabs once pending events ran

ui::Endpoint endpointOf(const test::FakeLlmServer& server, const QString& name = QStringLiteral("Fake")) {
    return {name, QStringLiteral("openai"), QString::fromStdString(server.baseUrl("openai"))};
}

QComboBox* cellCombo(ui::SeatTable* t, int row, int col) { return t->comboAt(row, col); }

// Types into a seat's text cell as its line edit would.
void typeInto(ui::SeatTable* t, int row, int col, const QString& text) {
    QVERIFY(t->model()->setData(t->model()->index(row, col), text));
}

QVariant cell(ui::SeatTable* t, int row, int col, int role = Qt::DisplayRole) {
    return t->model()->index(row, col).data(role);
}

Json llmSeat(const test::FakeLlmServer& server, const std::string& model) {
    return {{"type", "llm"}, {"provider", "openai"}, {"base_url", server.baseUrl("openai")}, {"model", model}};
}

// Loads a spec into the composer; a failure names the reason.
#define LOAD_SPEC(compose, ...)                                         \
    do {                                                                \
        const auto loaded = (compose).loadSpec(Json(__VA_ARGS__));      \
        QVERIFY2(loaded, loaded ? "" : loaded.error().message.c_str()); \
    } while (false)

QString userPricesPath() { return qEnvironmentVariable("NASHLAB_DATA_DIR") + QStringLiteral("/prices.json"); }

}  // namespace

class TestGuiComposeSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // Keys are the business of tst_gui_keys; here no keychain is asked.
        qputenv("NASHLAB_NO_KEYCHAIN", "1");
        qunsetenv("OPENAI_API_KEY");
        QVERIFY(m_server.listen());
        QDir().mkpath(qEnvironmentVariable("NASHLAB_DATA_DIR"));
    }

    void init() {
        ui::ModelCatalog::shared().clear();
        m_server.setRequiredKey({});
        QFile::remove(userPricesPath());
    }

    // A list parameter reads and is typed as "8, 9, 10" — no JSON brackets for a person to get right.
    void listParameterReadsAsCommaSeparatedNumbers() {
        const engine::Game* game = engine::GameRegistry::builtin().find("water_allocation");
        QVERIFY(game);
        ui::ParamForm form;
        form.setSpecs(game->params());
        auto* needs = form.findChild<QLineEdit*>(QStringLiteral("param_requirements"));
        QVERIFY(needs);
        QCOMPARE(needs->text(), QStringLiteral("8, 9, 10, 11, 12"));
        needs->setText(QStringLiteral("7, 8, 9, 10, 11"));
        QCOMPARE(form.values().value()["requirements"], Json::parse("[7,8,9,10,11]"));
        needs->setText(QStringLiteral("[6,7,8,9,10]"));  // brackets still accepted
        QCOMPARE(form.values().value()["requirements"], Json::parse("[6,7,8,9,10]"));
        needs->setText(QStringLiteral("7, eight"));
        QVERIFY(!form.values().ok());
    }

    // A spec file's treatment design is kept by the composer (issue 15; its Design panel is tested in
    // tst_gui_design_panel), counted, and can be dropped; a factor on a seat entry of four seats
    // still sets all four.
    void aLoadedDesignIsKeptAndShown() {
        ui::ComposeView compose(engine::GameRegistry::builtin());
        compose.setSeatServices(app::providerSeatServices());
        LOAD_SPEC(compose, Json::parse(R"({"game": "public_goods", "repetitions": 3,
            "seats": [{"type": "bot", "strategy": "random", "count": 4}],
            "treatments": {"crossed": {"ratio": {"field": "params.ratio", "levels": [1.5, 3.0]},
                                       "first": {"field": "seats[0].strategy", "levels": ["random", "ne"]}}}})"));
        auto* summary = compose.findChild<QLabel*>(QStringLiteral("designCount"));
        QVERIFY(summary);
        QVERIFY2(summary->text().contains(QStringLiteral("4 treatments × 3 repetitions = 12 sessions")),
                 qPrintable(summary->text()));
        auto spec = compose.spec();
        QVERIFY2(spec, spec ? "" : spec.error().message.c_str());
        QCOMPARE(spec->sessionCount(), 12);
        for (const auto& seat : spec->treatments[2].spec.seats) QCOMPARE(seat.strategy, std::string("ne"));
        compose.findChild<QPushButton*>(QStringLiteral("dropDesignButton"))->click();
        QCOMPARE(compose.spec()->sessionCount(), 3);
        QVERIFY(summary->text().startsWith(QStringLiteral("No design")));
    }

    void temperatureOutOfRangeIsRejected() {
        ui::ComposeView compose(engine::GameRegistry::builtin());
        compose.setSeatServices(app::providerSeatServices());
        compose.setEndpoints({endpointOf(m_server)});
        LOAD_SPEC(
            compose,
            {{"game", "guess_average"},
             {"rounds", 3},
             {"seats", Json::array({llmSeat(m_server, "fake-small"), {{"type", "bot"}, {"strategy", "random"}}})}});
        auto* table = compose.seatTable();
        const int t = ui::SeatTable::ColTemperature;
        QCOMPARE(cell(table, 0, t).toString(), QStringLiteral("1"));  // the resolved default
        typeInto(table, 0, t, QStringLiteral("3"));
        compose.refreshPreviewNow();
        auto spec = compose.spec();
        QVERIFY(!spec);
        QVERIFY2(QString::fromStdString(spec.error().message)
                     .contains(QStringLiteral("\"temperature\" must be a number "
                                              "from 0 to 2, got 3")),
                 spec.error().message.c_str());
        QVERIFY(compose.statusText().startsWith(QStringLiteral("⚠")));
        QCOMPARE(cell(table, 0, t, Qt::BackgroundRole).value<QBrush>().color(), QColor(0xf8, 0xd7, 0xda));
        QCOMPARE(cell(table, 0, t, Qt::ToolTipRole).toString(),
                 QStringLiteral("The temperature must be a number from 0 to 2."));
        typeInto(table, 0, t, QStringLiteral("abc"));
        QVERIFY(!compose.spec());
        typeInto(table, 0, t, QStringLiteral("0.25"));
        spec = compose.spec();
        QVERIFY(spec);
        QCOMPARE(spec->seats[0].settings["temperature"].get<double>(), 0.25);
        QVERIFY(!cell(table, 0, t, Qt::BackgroundRole).isValid());
    }

    void personaPresetLandsInSpecAndPreview() {
        ui::ComposeView compose(engine::GameRegistry::builtin());
        compose.setSeatServices(app::providerSeatServices());
        compose.newSpec(QStringLiteral("guess_average"));
        auto* table = compose.seatTable();
        table->setRow(0, {{"type", "human"}});
        QComboBox* persona = cellCombo(table, 0, ui::SeatTable::ColPersona);
        QVERIFY(persona->isEnabled());
        QCOMPARE(persona->count(), 1 + static_cast<int>(ui::SeatTable::personaPresets().size()));
        persona->setCurrentIndex(3);
        const QString preset = ui::SeatTable::personaPresets().at(2);
        QCOMPARE(persona->currentText(), preset);
        compose.refreshPreviewNow();
        auto spec = compose.spec();
        QVERIFY(spec);
        QCOMPARE(QString::fromStdString(spec->seats[0].persona), preset);
        QVERIFY(compose.previewText().contains(preset));
        // Free text still works.
        persona->setEditText(QStringLiteral("You are a pirate who loves gold."));
        compose.refreshPreviewNow();
        QCOMPARE(QString::fromStdString(compose.spec()->seats[0].persona),
                 QStringLiteral("You are a pirate who loves gold."));
        QVERIFY(compose.previewText().contains(QStringLiteral("You are a pirate who loves gold.")));
    }

    void fillAllAndReorderKeepEverySeatField() {
        ui::ComposeView compose(engine::GameRegistry::builtin());
        compose.setSeatServices(app::providerSeatServices());
        compose.setEndpoints({ui::defaultEndpoints().front(), endpointOf(m_server)});
        Json first = llmSeat(m_server, "fake-large");
        first["name"] = "first";
        first["temperature"] = 0.4;
        first["persona"] = ui::SeatTable::personaPresets().at(0).toStdString();
        first["max_tokens"] = 77;  // no column: travels with the row
        LOAD_SPEC(compose, {{"game", "guess_average"},
                            {"seats", Json::array({first,
                                                   {{"type", "bot"}, {"strategy", "random"}, {"name", "second"}},
                                                   {{"type", "human"}, {"name", "third"}}})}});
        auto* table = compose.seatTable();
        // Move the LLM seat down: its name and every field go with it; colours stay by position.
        table->table()->selectRow(0);
        table->findChild<QPushButton*>(QStringLiteral("moveSeatDown"))->click();
        Json seats = compose.specJson()["seats"];
        QCOMPARE(seats[0].value("name", ""), std::string("second"));
        QCOMPARE(seats[1].value("name", ""), std::string("first"));
        QCOMPARE(seats[1].value("model", ""), std::string("fake-large"));
        QCOMPARE(seats[1].value("temperature", 0.0), 0.4);
        QCOMPARE(seats[1].value("max_tokens", 0), 77);
        QCOMPARE(seats[1].value("base_url", ""), m_server.baseUrl("openai"));
        QCOMPARE(cellCombo(table, 1, ui::SeatTable::ColEndpoint)->currentText(), QStringLiteral("Fake"));
        QCOMPARE(cell(table, 1, ui::SeatTable::ColColour, Qt::BackgroundRole).value<QBrush>().color(),
                 ui::seatColor(1));
        // Fill all like it: every seat an LLM on the same endpoint, model, temperature and persona.
        table->table()->selectRow(1);
        table->findChild<QPushButton*>(QStringLiteral("fillAll"))->click();
        auto spec = compose.spec();
        QVERIFY2(spec, spec ? "" : spec.error().message.c_str());
        QCOMPARE(spec->seats.size(), std::size_t(3));
        for (const auto& seat : spec->seats) {
            QCOMPARE(seat.type, std::string("llm"));
            QCOMPARE(seat.settings.value("model", ""), std::string("fake-large"));
            QCOMPARE(seat.settings.value("temperature", 0.0), 0.4);
            QCOMPARE(seat.settings.value("max_tokens", 0), 77);
            QCOMPARE(QString::fromStdString(seat.persona), ui::SeatTable::personaPresets().at(0));
        }
        QCOMPARE(spec->seats[0].name, std::string("fake-large 1"));  // names are not copied
    }

    void discoveredModelsFillTheList() {
        m_server.setModels({"fake-small", "fake-large", "fake-medium"});
        ui::ComposeView compose(engine::GameRegistry::builtin());
        compose.setSeatServices(app::providerSeatServices());
        compose.setEndpoints({ui::defaultEndpoints().front(), endpointOf(m_server)});
        compose.newSpec(QStringLiteral("guess_average"));
        auto* table = compose.seatTable();
        cellCombo(table, 1, ui::SeatTable::ColKind)->setCurrentIndex(1);  // LLM
        QComboBox* endpoint = cellCombo(table, 1, ui::SeatTable::ColEndpoint);
        QCOMPARE(endpoint->itemText(0), QStringLiteral("OpenAI"));
        endpoint->setCurrentIndex(1);  // Fake
        QComboBox* models = cellCombo(table, 1, ui::SeatTable::ColModel);
        QTRY_COMPARE(models->count(), 3);
        QCOMPARE(models->itemText(0), QStringLiteral("fake-large"));  // sorted
        QCOMPARE(models->itemText(2), QStringLiteral("fake-small"));
        QVERIFY(table->modelStatus()->isHidden());
        models->setCurrentIndex(1);
        compose.refreshPreviewNow();
        const Json seat = compose.specJson()["seats"][1];
        QCOMPARE(seat.value("model", ""), std::string("fake-medium"));
        QCOMPARE(seat.value("base_url", ""), m_server.baseUrl("openai"));
        // Free text is still allowed.
        models->setEditText(QStringLiteral("my-finetune"));
        QCOMPARE(compose.specJson()["seats"][1].value("model", ""), std::string("my-finetune"));
        // Cached for the session: another row on the same endpoint sends no second request.
        const auto modelRequests = [this] {
            return std::count_if(m_server.requests.begin(), m_server.requests.end(),
                                 [](const auto& r) { return r.format == "models"; });
        };
        const auto before = modelRequests();
        table->setRow(2, llmSeat(m_server, "fake-small"));
        QCOMPARE(cellCombo(table, 2, ui::SeatTable::ColModel)->count(), 3);
        QVERIFY(test::holdsFor([&] { return modelRequests() == before; }, 50));
        // The public OpenAI endpoint without a key: said at once, no request sent.
        cellCombo(table, 0, ui::SeatTable::ColKind)->setCurrentIndex(1);
        QTRY_VERIFY(table->modelStatus()->text().contains(QStringLiteral("no API key")));
        QCOMPARE(modelRequests(), before);
        m_server.setModels({"fake-small", "fake-large"});
        typeInto(table, 1, ui::SeatTable::ColName, QStringLiteral("local model"));
        typeInto(table, 2, ui::SeatTable::ColName, QStringLiteral("careful economist"));
        cellCombo(table, 2, ui::SeatTable::ColPersona)->setCurrentIndex(1);
        typeInto(table, 2, ui::SeatTable::ColTemperature, QStringLiteral("0.7"));
        typeInto(table, 0, ui::SeatTable::ColTemperature, QStringLiteral("2.5"));  // shown red
        compose.resize(1900, 1000);
        compose.show();
        QVERIFY(QTest::qWaitForWindowExposed(&compose));
        screenshot(table, QStringLiteral("seat_table"));
    }

    void discoveryFailureSaysWhatToDo() {
        m_server.setRequiredKey("the-right-key");
        ui::ComposeView compose(engine::GameRegistry::builtin());
        compose.setSeatServices(app::providerSeatServices());
        compose.setEndpoints({endpointOf(m_server)});
        LOAD_SPEC(
            compose,
            {{"game", "guess_average"},
             {"seats", Json::array({llmSeat(m_server, "fake-small"), {{"type", "bot"}, {"strategy", "random"}}})}});
        QLabel* status = compose.seatTable()->modelStatus();
        QTRY_VERIFY2(status->text().contains(QStringLiteral("key was rejected (HTTP 401)")),
                     qPrintable(status->text()));
        QVERIFY(status->text().contains(QStringLiteral("Settings → Providers")));
        QVERIFY(status->isVisibleTo(compose.seatTable()));
        QCOMPARE(cellCombo(compose.seatTable(), 0, ui::SeatTable::ColModel)->currentText(),
                 QStringLiteral("fake-small"));

        // A server that is not there.
        test::FakeLlmServer gone;
        QVERIFY(gone.listen());
        const ui::Endpoint goneEndpoint = endpointOf(gone, QStringLiteral("Gone"));
        gone.shutDown();
        compose.setEndpoints({endpointOf(m_server), goneEndpoint});
        cellCombo(compose.seatTable(), 0, ui::SeatTable::ColEndpoint)->setCurrentIndex(1);
        QTRY_VERIFY2(status->text().contains(QStringLiteral("cannot be reached")), qPrintable(status->text()));
        QVERIFY(status->text().contains(QStringLiteral("Check the address and that the server is running")));
    }

    void costEstimateMatchesHandComputation() {
        test::writeFile(userPricesPath().toStdString(),
                        R"({"currency": "USD", "models": {"openai/fake-small": {"input": 2.0, "output": 8.0}}})");
        ui::ComposeView compose(engine::GameRegistry::builtin());
        compose.setSeatServices(app::providerSeatServices());
        compose.setEndpoints({endpointOf(m_server)});
        const Json specJson = {{"game", "guess_average"},
                               {"rounds", 3},
                               {"repetitions", 2},
                               {"seed", 5},
                               {"seats", Json::array({llmSeat(m_server, "fake-small"),
                                                      llmSeat(m_server, "fake-small"),
                                                      llmSeat(m_server, "mystery"),
                                                      {{"type", "bot"}, {"strategy", "random"}}})}};
        LOAD_SPEC(compose, specJson);
        auto estimate = compose.costEstimate();
        QVERIFY(estimate);
        // By hand: 3 LLM seats × 3 rounds × 2 repetitions = 18 requests; 100 answer tokens each;
        // prompt tokens = ceil(characters of the seat's round-1 messages / 4).
        QCOMPARE(estimate->requests, 18LL);
        QCOMPARE(estimate->completionTokens, 1800LL);
        auto spec = engine::parseExperimentSpec(specJson, engine::GameRegistry::builtin(), 1);
        const engine::Game* game = engine::GameRegistry::builtin().find("guess_average");
        auto state = game->newState(engine::expandSessions(spec.value()).front().setup);
        double expected = 0;
        long long promptTokens = 0;
        for (int seat = 0; seat < 3; ++seat) {
            auto messages = engine::PromptBuilder().build("guess_average", state.value()->observation(seat),
                                                          state.value()->actionSpec(seat), {});
            long long chars = 0;
            for (const auto& m : messages.value()) chars += static_cast<long long>(m.content.size());
            const long long tokens = (chars + 3) / 4;
            QVERIFY(tokens > 50);
            promptTokens += 6 * tokens;
            if (seat < 2) expected += 6 * (tokens * 2.0 + 100 * 8.0) / 1e6;  // "mystery" has no price
        }
        QCOMPARE(estimate->promptTokens, promptTokens);
        QVERIFY2(std::abs(estimate->cost - expected) < 1e-12, qPrintable(QString::number(estimate->cost, 'g', 12)));
        QCOMPARE(estimate->unknownModels, std::vector<std::string>{"openai/mystery"});
        const QString status = compose.statusText();
        QVERIFY2(status.contains(QStringLiteral("Estimated cost about %1 USD").arg(QString::number(expected, 'f', 4))),
                 qPrintable(status));
        QVERIFY(status.contains(QStringLiteral("Unknown price for openai/mystery")));

        // Bots cost nothing.
        LOAD_SPEC(compose, {{"game", "guess_average"},
                            {"seats", Json::array({{{"type", "bot"}, {"strategy", "random"}},
                                                   {{"type", "bot"}, {"strategy", "random"}}})}});
        QCOMPARE(compose.costEstimate()->cost, 0.0);
        QCOMPARE(compose.costEstimate()->requests, 0LL);
        QVERIFY(compose.statusText().contains(QStringLiteral("costs nothing")));
    }

    void priceTableEditIsValidatedAndUsed() {
        ui::SettingsDialog dialog(ui::AppSettings::load());
        ui::PricesPage* prices = dialog.pricesPage();
        auto* check = prices->findChild<QLabel*>(QStringLiteral("pricesCheck"));
        // Without a user copy the editor starts from the built-in table.
        QVERIFY(prices->editor()->toPlainText().contains(QStringLiteral("openai/gpt-4o-mini")));
        QVERIFY(check->text().startsWith(QStringLiteral("✓")));
        dialog.pages()->setCurrentWidget(prices);
        dialog.resize(860, 600);
        screenshot(&dialog, QStringLiteral("settings_prices"));
        prices->editor()->setPlainText(QStringLiteral(R"({"models": {"openai/fake-small": {"input": "cheap"}}})"));
        QVERIFY(check->text().contains(QStringLiteral("needs numbers \"input\" and \"output\"")));
        QVERIFY(!prices->save());
        QVERIFY(!QFile::exists(userPricesPath()));
        prices->editor()->setPlainText(
            QStringLiteral(R"({"models": {"openai/fake-small": {"input": -1, "output": 1}}})"));
        QVERIFY(check->text().contains(QStringLiteral("negative")));
        prices->editor()->setPlainText(
            QStringLiteral(R"({"models": {"openai/fake-small": {"input": 1000000, "output": 0}}})"));
        QCOMPARE(check->text(), QStringLiteral("✓ 1 price(s)."));
        QVERIFY(prices->save());
        QVERIFY(QFile::exists(userPricesPath()));

        // Used by the estimate: one seat, 1 round: $1 per prompt token, answers free.
        ui::ComposeView compose(engine::GameRegistry::builtin());
        compose.setSeatServices(app::providerSeatServices());
        LOAD_SPEC(
            compose,
            {{"game", "guess_average"},
             {"rounds", 1},
             {"seats", Json::array({llmSeat(m_server, "fake-small"), {{"type", "bot"}, {"strategy", "random"}}})}});
        auto estimate = compose.costEstimate();
        QVERIFY(estimate);
        QCOMPARE(estimate->cost, static_cast<double>(estimate->promptTokens));
        QVERIFY(estimate->unknownModels.empty());
    }

    void endpointTestSaysWhyItFailed() {
        m_server.setRequiredKey("the-right-key");
        ui::ProvidersPage page({endpointOf(m_server)});
        page.resize(860, 500);
        page.show();
        auto* result = page.findChild<QLabel*>(QStringLiteral("endpointTestResult"));
        QSignalSpy tested(&page, &ui::ProvidersPage::tested);
        auto* button = qobject_cast<QPushButton*>(page.table()->cellWidget(0, 6));
        QCOMPARE(button->objectName(), QStringLiteral("testEndpoint"));
        button->click();
        QVERIFY(tested.wait());
        QVERIFY2(
            result->text().contains(QStringLiteral("Fake: the key was rejected (HTTP 401). Check or replace the key "
                                                   "in Settings → Providers.")),
            qPrintable(result->text()));
        screenshot(&page, QStringLiteral("settings_endpoint_401"));
        m_server.setRequiredKey({});
        button->click();
        QVERIFY(tested.wait());
        QCOMPARE(result->text(), QStringLiteral("✓ Fake answers: 2 model(s): fake-small, fake-large"));
        QCOMPARE(page.findChild<QLabel*>(QStringLiteral("keyState"))->text(),
                 QStringLiteral("Key: not stored. Local servers often need none."));
    }

    void endpointsAreSavedInSettingsIni() {
        ui::SettingsDialog dialog(ui::AppSettings::load());
        dialog.pages()->setCurrentWidget(dialog.providersPage());
        auto* add = dialog.providersPage()->findChild<QPushButton*>(QStringLiteral("addEndpoint"));
        add->click();
        auto* table = dialog.providersPage()->table();
        const int row = table->rowCount() - 1;
        table->item(row, 0)->setText(QStringLiteral("Local vLLM"));
        table->item(row, 2)->setText(QStringLiteral("http://127.0.0.1:8000/v1"));
        qobject_cast<QSpinBox*>(table->cellWidget(row, 4))->setValue(120);
        dialog.resize(860, 600);
        screenshot(&dialog, QStringLiteral("settings_providers"));
        ui::AppSettings s = dialog.settings();
        QCOMPARE(s.endpoints.size(), 5);
        s.save();
        const ui::AppSettings back = ui::AppSettings::load();
        QCOMPARE(back.endpoints.size(), 5);
        const ui::Endpoint& e = back.endpoints.back();
        QCOMPARE(e.name, QStringLiteral("Local vLLM"));
        QCOMPARE(e.provider, QStringLiteral("openai"));
        QCOMPARE(e.baseUrl, QStringLiteral("http://127.0.0.1:8000/v1"));
        QCOMPARE(e.requestsPerMinute, 120);
        // What a seat on it gets in its spec.
        QCOMPARE(
            e.seatFields(),
            Json({{"provider", "openai"}, {"base_url", "http://127.0.0.1:8000/v1"}, {"requests_per_minute", 120}}));
        ui::AppSettings reset = back;
        reset.endpoints = ui::defaultEndpoints();
        reset.save();
    }

    void templateFolderOverridesThePreview() {
        test::TempDir dir;
        QDir().mkpath(QString::fromStdString(dir.file("guess_average")));
        test::writeFile(dir.file("guess_average/request.mustache"),
                        "ROUND {{round}} OF {{rounds}}: WRITE YOUR NUMBER (custom wording).\n");
        test::writeFile(dir.file("guess_average/unknown_part.mustache"), "never used\n");
        QStringList unused;
        QCOMPARE(ui::SettingsDialog::templateOverrides(QString::fromStdString(dir.path()), &unused),
                 QStringList{QStringLiteral("guess_average/request")});
        QCOMPARE(unused, QStringList{QStringLiteral("guess_average/unknown_part.mustache")});

        ui::AppSettings settings = ui::AppSettings::load();
        settings.templateDir = QString::fromStdString(dir.path());
        ui::SettingsDialog dialog(settings);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("templateOverrides"))
                    ->text()
                    .contains(QStringLiteral("Overrides: guess_average/request")));
        dialog.resize(860, 600);
        screenshot(&dialog, QStringLiteral("settings_general"));

        ui::ComposeView compose(engine::GameRegistry::builtin());

        compose.setSeatServices(app::providerSeatServices());
        LOAD_SPEC(compose, {{"game", "guess_average"}, {"rounds", 4}});
        QVERIFY(!compose.previewText().contains(QStringLiteral("custom wording")));
        compose.setTemplateDir(settings.templateDir);
        compose.refreshPreviewNow();
        QVERIFY2(compose.previewText().contains(QStringLiteral("ROUND 1 OF 4: WRITE YOUR NUMBER (custom wording).")),
                 qPrintable(compose.previewText()));
    }

    void languageSwitchesWithoutRestart() {
        ui::MainWindow window(engine::GameRegistry::builtin(), app::providerSeatServices());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.compose()->newSpec(QStringLiteral("guess_average"));
        window.compose()->findChild<QSpinBox*>(QStringLiteral("roundsSpin"))->setValue(7);
        window.tabs()->setCurrentIndex(2);
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Compose"));
        window.setLanguage(QStringLiteral("de"));
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Entwerfen"));
        QCOMPARE(window.tabs()->currentIndex(), 2);
        QCOMPARE(window.compose()->findChild<QSpinBox*>(QStringLiteral("roundsSpin"))->value(), 7);
        QCOMPARE(window.compose()->gameId(), QStringLiteral("guess_average"));
        QCOMPARE(window.findChildren<ui::ComposeView*>().size(), 1);  // the old content is gone
        screenshot(&window, QStringLiteral("window_de_live"));

        // While a run is in progress the switch waits for its end, and says so.
        window.arena()->setPacing(3000);
        auto spec = window.compose()->spec();
        QVERIFY(spec);
        test::TempDir runs;
        QVERIFY(window.controller()->start(spec.value(), QString::fromStdString(runs.path()), true));
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Entwerfen"));
        // The window still speaks German: the switch back waits for the run to end.
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("sobald dieser Lauf endet")));
        QSignalSpy finished(window.controller(), &ui::ArenaController::finished);
        window.controller()->stop();
        QTRY_COMPARE(window.tabs()->tabText(0), QStringLiteral("Compose"));
        QCOMPARE(window.compose()->findChild<QSpinBox*>(QStringLiteral("roundsSpin"))->value(), 7);
    }

private:
    test::FakeLlmServer m_server;
};

QTEST_MAIN(TestGuiComposeSettings)
#include "tst_gui_compose_settings.moc"
