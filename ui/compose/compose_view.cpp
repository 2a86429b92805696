#include "ui/compose/compose_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "engine/prompt/prompt_builder.h"
#include "providers/seats/key_store.h"
#include "providers/seats/price_table.h"
#include "providers/seats/seat_factory.h"
#include "ui/common/error_text.h"
#include "ui/common/phrase_text.h"
#include "ui/compose/design_fields.h"
#include "ui/compose/design_panel.h"
#include "ui/compose/param_form.h"
#include "ui/compose/seat_table.h"

namespace nashlab::ui {

using engine::Json;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QSpinBox* spin(QWidget* parent, const char* name, int lo, int hi, int value) {
    auto* s = new QSpinBox(parent);
    s->setObjectName(QLatin1String(name));
    s->setRange(lo, hi);
    s->setValue(value);
    return s;
}

}  // namespace

ComposeView::ComposeView(const engine::GameRegistry& registry, QWidget* parent)
    : QWidget(parent), m_registry(registry) {
    setObjectName(QStringLiteral("composeView"));
    auto* outer = new QHBoxLayout(this);
    auto* split = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(split);

    auto* scroll = new QScrollArea(split);
    scroll->setWidgetResizable(true);
    auto* left = new QWidget(scroll);
    scroll->setWidget(left);
    auto* layout = new QVBoxLayout(left);
    m_title = new QLabel(left);
    m_title->setObjectName(QStringLiteral("composeTitle"));
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    m_title->setFont(f);
    m_about = new QLabel(left);
    m_about->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_about);

    auto* paramsBox = new QGroupBox(tr("Game parameters"), left);
    auto* pl = new QVBoxLayout(paramsBox);
    m_params = new ParamForm(paramsBox);
    pl->addWidget(m_params);
    layout->addWidget(paramsBox);

    auto* seatsBox = new QGroupBox(tr("Seats"), left);
    auto* sl = new QVBoxLayout(seatsBox);
    m_seats = new SeatTable(seatsBox);
    m_seats->setMinimumHeight(260);
    sl->addWidget(m_seats);
    layout->addWidget(seatsBox, 1);

    auto* sessionBox = new QGroupBox(tr("Session"), left);
    auto* form = new QFormLayout(sessionBox);
    form->setRowWrapPolicy(
        QFormLayout::WrapLongRows);  // a long German label puts its field below it, not the pane wider
    m_name = new QLineEdit(sessionBox);
    m_name->setObjectName(QStringLiteral("specName"));
    m_rounds = spin(sessionBox, "roundsSpin", 1, 100000, 20);
    m_repetitions = spin(sessionBox, "repetitionsSpin", 1, 1000000, 1);
    m_seed = spin(sessionBox, "seedSpin", 0, 2147483647, 1);
    m_history = spin(sessionBox, "historySpin", -1, 100000, -1);
    m_history->setSpecialValueText(tr("all rounds"));
    m_attempts = spin(sessionBox, "attemptsSpin", 1, 100, 3);
    m_feedback = new QCheckBox(tr("tell the seat why an answer was rejected"), sessionBox);
    m_feedback->setObjectName(QStringLiteral("feedbackCheck"));
    m_feedback->setChecked(true);
    m_fallback = new QComboBox(sessionBox);
    m_fallback->setObjectName(QStringLiteral("fallbackCombo"));
    m_fallback->addItem(tr("a random legal action"), QStringLiteral("random_legal"));
    m_fallback->addItem(tr("the game's default action"), QStringLiteral("default_action"));
    m_fallback->addItem(tr("forfeit the round"), QStringLiteral("forfeit"));
    m_fallback->addItem(tr("abort the session"), QStringLiteral("abort"));
    m_cot = new QCheckBox(tr("ask for reasoning before the answer"), sessionBox);
    m_cot->setObjectName(QStringLiteral("cotCheck"));
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Rounds"), m_rounds);
    form->addRow(tr("Repetitions"), m_repetitions);
    form->addRow(tr("Seed"), m_seed);
    form->addRow(tr("History shown"), m_history);
    form->addRow(tr("Attempts per decision"), m_attempts);
    form->addRow(tr("Feedback"), m_feedback);
    form->addRow(tr("After the last attempt"), m_fallback);
    form->addRow(tr("Chain of thought"), m_cot);
    // A budget applies to any run, a design or one configuration.
    m_budget = new QDoubleSpinBox(sessionBox);
    m_budget->setObjectName(QStringLiteral("budgetSpin"));
    m_budget->setRange(0, 1e9);
    m_budget->setDecimals(2);
    m_budget->setSingleStep(1);
    m_budget->setPrefix(QStringLiteral("$ "));
    m_budget->setSpecialValueText(tr("no limit"));
    m_budget->setToolTip(
        tr("The most the run may spend on model requests; it stops before the request that "
           "would pass it."));
    form->addRow(tr("Budget"), m_budget);
    layout->addWidget(sessionBox);
    auto* designBox = new QFrame(left);
    designBox->setFrameShape(QFrame::StyledPanel);
    auto* dl = new QVBoxLayout(designBox);
    dl->setContentsMargins(4, 2, 4, 4);
    m_design = new DesignPanel(designBox);
    dl->addWidget(m_design);
    layout->addWidget(designBox);
    m_status = new QLabel(left);
    m_status->setObjectName(QStringLiteral("composeStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto* right = new QWidget(split);
    auto* rl = new QVBoxLayout(right);
    // The label on a line of its own and a combo box that may shrink: at 1024 px the form needs
    // the width more than the preview does.
    rl->addWidget(new QLabel(tr("Preview the messages of seat"), right));
    auto* previewBar = new QHBoxLayout;
    m_previewSeat = spin(right, "previewSeat", 1, 1, 1);
    previewBar->addWidget(m_previewSeat);
    m_previewRound = new QComboBox(right);
    m_previewRound->setObjectName(QStringLiteral("previewRound"));
    m_previewRound->addItem(tr("in round 1"), 1);
    m_previewRound->addItem(tr("in round 3 (after two sample rounds)"), 3);
    m_previewRound->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_previewRound->setMinimumContentsLength(10);
    previewBar->addWidget(m_previewRound, 1);
    rl->addLayout(previewBar);
    m_preview = new QTextBrowser(right);
    m_preview->setObjectName(QStringLiteral("previewText"));
    rl->addWidget(m_preview, 1);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    scroll->setMinimumWidth(500);  // the seat table needs the room more than the preview

    m_previewTimer.setSingleShot(true);
    m_previewTimer.setInterval(200);
    // Rendered when the Compose tab is seen: a preview built behind a running batch would hold up the
    // window (it renders every seat's prompt).
    connect(&m_previewTimer, &QTimer::timeout, this, [this] {
        if (isVisible())
            refreshPreviewNow();
        else
            m_previewStale = true;
    });
    connect(m_params, &ParamForm::changed, this, &ComposeView::schedulePreview);
    connect(m_seats, &SeatTable::changed, this, [this] {
        m_design->setContext(m_registry.find(m_game.toStdString()), m_seats->seatsJson());
        schedulePreview();
    });
    connect(m_design, &DesignPanel::changed, this, &ComposeView::schedulePreview);
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, &ComposeView::schedulePreview);
    for (auto* s : {m_rounds, m_repetitions, m_seed, m_history, m_attempts, m_previewSeat})
        connect(s, &QSpinBox::valueChanged, this, &ComposeView::schedulePreview);
    for (auto* c : {m_feedback, m_cot}) connect(c, &QCheckBox::toggled, this, &ComposeView::schedulePreview);
    for (auto* c : {m_fallback, m_previewRound})
        connect(c, &QComboBox::currentIndexChanged, this, &ComposeView::schedulePreview);
    connect(m_name, &QLineEdit::textChanged, this, &ComposeView::schedulePreview);
}

void ComposeView::newSpec(const QString& gameId) {
    const engine::Game* game = m_registry.find(gameId.toStdString());
    if (!game) return;
    Json spec = {{"game", game->id()}, {"seed", 1}};
    (void)loadSpec(spec);
}

engine::Status ComposeView::loadSpec(const Json& json) {
    auto parsed = engine::parseExperimentSpec(json, m_registry, 1);
    if (!parsed) return parsed.error();
    const engine::ExperimentSpec& s = parsed.value();
    const engine::Game* game = m_registry.find(s.game);
    m_game = q(s.game);
    m_title->setText(gameText(game->title()));
    m_about->setText(QStringLiteral("%1<br><i>%2</i>")
                         .arg(gameText(game->summary()).toHtmlEscaped(), q(game->source()).toHtmlEscaped()));
    m_params->setSpecs(game->params(), s.params);
    m_seats->setGame(game);
    m_seats->setSeats(s.seats);
    m_name->setText(q(s.name));
    m_rounds->setValue(s.rounds);
    m_repetitions->setValue(s.repetitions);
    m_seed->setValue(static_cast<int>(std::min<std::uint64_t>(s.seed, 2147483647)));
    m_history->setValue(s.historyDepth);
    m_attempts->setValue(s.policy.maxAttempts);
    m_feedback->setChecked(s.policy.feedback);
    m_fallback->setCurrentIndex(std::max(0, m_fallback->findData(q(engine::toString(s.policy.fallback)))));
    m_cot->setChecked(s.chainOfThought);
    m_budget->setValue(s.budgetUsd);
    m_design->setContext(game, m_seats->seatsJson());
    showLoadedDesign(s, *game);
    refreshPreviewNow();
    return engine::okStatus();
}

engine::Status ComposeView::openFile(const QString& path) {
    auto json = engine::readJsonFile(path.toStdString());
    if (!json) return json.error();
    auto loaded = loadSpec(json.value());
    if (!loaded)
        return engine::Error::make(loaded.error().code,
                                   QFileInfo(path).fileName().toStdString() + ": " + loaded.error().message);
    return engine::okStatus();
}

engine::Status ComposeView::saveFile(const QString& path) const {
    auto parsed = spec();
    if (!parsed) return parsed.error();
    return engine::writeJsonFileAtomic(path.toStdString(), parsed->toJson());
}

Json ComposeView::specJson() const {
    Json j = Json::object();
    j["game"] = m_game.toStdString();
    if (!m_name->text().trimmed().isEmpty()) j["name"] = m_name->text().trimmed().toStdString();
    auto params = m_params->values();
    // Invalid parameters are passed on as typed so that parsing reports them by name.
    j["params"] = params ? params.value() : Json::object();
    j["rounds"] = m_rounds->value();
    j["repetitions"] = m_repetitions->value();
    j["seed"] = m_seed->value();
    j["history_depth"] = m_history->value();
    j["chain_of_thought"] = m_cot->isChecked();
    j["invalid_answers"] = {{"max_attempts", m_attempts->value()},
                            {"feedback", m_feedback->isChecked()},
                            {"fallback", m_fallback->currentData().toString().toStdString()}};
    j["seats"] = m_seats->seatsJson();
    if (const Json design = m_design->block(); !design.is_null()) j["treatments"] = design;
    if (m_budget->value() > 0) j["budget_usd"] = m_budget->value();
    return j;
}

void ComposeView::showLoadedDesign(const engine::ExperimentSpec& spec, const engine::Game& game) {
    if (spec.treatments.empty()) {
        m_design->setDesign(Json());
    } else if (auto rows = blockForSeatRows(spec.treatmentsBlock,
                                            spec.treatmentsBlock.value("base", Json::object()).value("seats", Json()),
                                            game.seats().defaultCount)) {
        // The file's factors now address the table's rows: the form and the seat table are the base.
        m_design->setDesign(rows.value());
    } else {
        m_design->setWrittenDesign(
            spec.treatmentsBlock,
            tr("This design is kept as the spec file writes it (%1); the seat table and the form would reach none "
               "of its treatments. Edit the file to change it, or drop the design.")
                .arg(errorText(rows.error())));
    }
    // A design kept as written takes the seats as the file writes them: an edit here would reach none of them.
    m_seats->setEnabled(!m_design->keepsWrittenDesign());
}

engine::Result<engine::ExperimentSpec> ComposeView::spec() const {
    if (auto params = m_params->values(); !params) return params.error();
    if (const QString problem = m_design->problem(); !problem.isEmpty())
        return engine::Error::make("invalid_spec", problem.toStdString());
    return engine::parseExperimentSpec(specJson(), m_registry, 1);
}

void ComposeView::schedulePreview() {
    m_previewSeat->setMaximum(std::max(1, m_seats->count()));
    if (!m_design->keepsWrittenDesign()) m_seats->setEnabled(true);  // the design was dropped
    refreshDesignCount();
    m_previewTimer.start();
    emit specChanged();
}

void ComposeView::refreshDesignCount() {
    const auto s = spec();
    m_design->showParsed(s, m_registry.find(m_game.toStdString()), m_repetitions->value());
    const QString reason = s ? QString() : errorText(s.error());
    if (s.ok() != m_runnable) {
        m_runnable = s.ok();
        emit runnableChanged(m_runnable, reason);
    }
}

QString ComposeView::previewText() const { return m_preview->toPlainText(); }

void ComposeView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_previewStale) refreshPreviewNow();
}

void ComposeView::refreshPreviewNow() {
    m_previewTimer.stop();
    m_previewStale = false;
    m_previewSeat->setMaximum(std::max(1, m_seats->count()));
    refreshDesignCount();
    auto s = spec();
    if (!s) {
        m_status->setText(tr("⚠ %1").arg(errorText(s.error())));
        m_preview->setPlainText(tr("Fix the problem on the left to see the preview."));
        m_design->showCost({});
        return;
    }
    int llm = 0, human = 0;
    for (const auto& seat : engine::everySeat(s.value())) {  // a design's treatments may make a seat a model
        llm += seat.type == "llm";
        human += seat.type == "human";
    }
    const auto estimate = costEstimate();
    const long long requests = estimate ? estimate->requests : 0;
    const QString cost = llm == 0 ? tr("No model seats: costs nothing.")
                                  : tr("At least %1 model requests (more with retries).").arg(requests) +
                                        (estimate ? QLatin1Char(' ') + costText(estimate.value()) : QString());
    QString detail =
        tr("%1 seats, %2 rounds × %3 repetitions.").arg(s->seats.size()).arg(s->rounds).arg(s->repetitions);
    if (!s->treatments.empty()) detail += QLatin1Char(' ') + tr("%1 treatments.").arg(s->treatments.size());
    detail += QLatin1Char(' ') + cost;
    QString designCost = tr("Whole design: %1").arg(cost);
    if (estimate && s->budgetUsd > 0 && estimate->cost > s->budgetUsd)
        designCost += QLatin1Char(' ') + tr("⚠ That is more than the budget of %1: the run stops when it is spent.")
                                             .arg(QString::number(s->budgetUsd, 'f', 2));
    m_design->showCost(designCost);
    if (human > 0) detail += QLatin1Char(' ') + tr("You answer for %n seat(s) in the Arena.", nullptr, human);
    const quint64 check = ++m_readinessCheck;
    if (llm == 0) {
        m_status->setText(tr("✓ Ready: %1").arg(detail));
    } else {
        // The check Run makes: every model seat can be made with the keys the environment and the
        // keychain hold (the keychain answers later, so "Ready" waits for it).
        m_status->setText(tr("… Checking the API keys. %1").arg(detail));
        const engine::ExperimentSpec spec = s.value();
        m_services.resolveKeys(spec.seats, this, [this, check, spec, detail](providers::ResolvedKeys keys) {
            if (check != m_readinessCheck) return;  // the spec changed meanwhile
            const QString problem = seatProblem(spec, std::move(keys));
            m_status->setText(problem.isEmpty() ? tr("✓ Ready: %1").arg(detail)
                                                : tr("⚠ Cannot run yet: %1 %2").arg(problem, detail));
        });
    }
    m_preview->setPlainText(renderPreview());
}

QString ComposeView::seatProblem(const engine::ExperimentSpec& spec, providers::ResolvedKeys keys) const {
    const engine::Game* game = m_registry.find(spec.game);
    if (!game) return {};
    providers::ProviderOptions options{
        providers::CacheMode::Off, {}, std::make_shared<const providers::ResolvedKeys>(keys)};
    const engine::SeatFactory factory = m_services.seatFactory(options);
    const engine::SessionSpec first = engine::sessionSpec(spec, 0);
    for (int i = 0; i < static_cast<int>(spec.seats.size()); ++i) {
        if (spec.seats[static_cast<std::size_t>(i)].type != "llm") continue;
        if (auto seat = factory(*game, first, i); !seat) return errorText(seat.error());
    }
    return {};
}

void ComposeView::setTemplateDir(const QString& dir) {
    m_prompts.setTemplateStore(engine::TemplateStore(dir.toStdString()));
    schedulePreview();
}

void ComposeView::setEndpoints(const QList<Endpoint>& endpoints) { m_seats->setEndpoints(endpoints); }

void ComposeView::setSeatServices(SeatServices services) {
    m_services = std::move(services);
    schedulePreview();  // the readiness line asks them
}

QString ComposeView::statusText() const { return m_status->text(); }

engine::Result<std::vector<engine::Message>> ComposeView::messagesFor(const engine::ExperimentSpec& s, int seat,
                                                                      int round) const {
    const engine::Game* game = m_registry.find(s.game);
    auto state = game->newState(engine::sessionSpec(s, 0).setup);  // the first session's, as a run would
    if (!state) return state.error();
    // A later round needs a history: play sample rounds with random legal actions (seeded, so the
    // preview does not flicker).
    engine::Rng rng(s.seed);
    while (!state.value()->finished() && state.value()->round() < round) {
        std::map<int, Json> actions;
        for (int acting : state.value()->actingSeats()) actions[acting] = state.value()->randomLegalAction(acting, rng);
        if (state.value()->apply(actions).refused()) break;  // cannot happen with legal actions; never spin
    }
    const auto& st = *state.value();
    const engine::SeatSpec& seatSpec = s.seats[static_cast<std::size_t>(seat)];
    engine::PromptOptions options{seatSpec.persona, s.historyDepth, s.chainOfThought, {}, st.historyLength(seat)};
    return m_prompts.build(s.game, st.observation(seat, s.historyDepth), st.actionSpec(seat), options);
}

engine::Result<providers::CostEstimate> ComposeView::costEstimate() const {
    auto s = spec();
    if (!s) return s.error();
    const providers::PriceTable prices = m_services.prices();
    if (s->treatments.empty()) return costOf(s.value(), prices);
    // Every treatment is priced as the configuration it is; the design costs their sum.
    providers::CostEstimate total;
    for (const auto& t : s->treatments) {
        auto e = costOf(t.spec, prices);
        if (!e) return engine::Error::make(e.error().code, "treatment '" + t.label + "': " + e.error().message);
        total.requests += e->requests;
        total.promptTokens += e->promptTokens;
        total.completionTokens += e->completionTokens;
        total.cost += e->cost;
        total.currency = e->currency;
        for (const auto& m : e->unknownModels)
            if (std::find(total.unknownModels.begin(), total.unknownModels.end(), m) == total.unknownModels.end())
                total.unknownModels.push_back(m);
    }
    return total;
}

engine::Result<providers::CostEstimate> ComposeView::costOf(const engine::ExperimentSpec& spec,
                                                            const providers::PriceTable& prices) const {
    std::vector<providers::SeatDemand> demand;
    for (std::size_t i = 0; i < spec.seats.size(); ++i) {
        const engine::SeatSpec& seat = spec.seats[i];
        if (seat.type != "llm") continue;
        providers::SeatDemand d;
        d.provider = seat.settings.value("provider", "openai");
        d.model = seat.settings.value("model", "");
        d.maxTokens = seat.settings.value("max_tokens", 0);
        auto messages = messagesFor(spec, static_cast<int>(i), 1);
        if (!messages) return messages.error();
        for (const auto& m : messages.value()) d.promptChars += static_cast<long long>(m.content.size());
        demand.push_back(d);
    }
    return providers::estimateCost(demand, spec.rounds, spec.repetitions, spec.chainOfThought, prices);
}

QString ComposeView::costText(const providers::CostEstimate& e) const {
    QString text = tr("Estimated cost about %1 %2 (%3 prompt and %4 answer tokens, from the round-1 prompt; longer "
                      "histories in later rounds cost more).")
                       .arg(QString::number(e.cost, 'f', e.cost < 1 ? 4 : 2), QString::fromStdString(e.currency))
                       .arg(e.promptTokens)
                       .arg(e.completionTokens);
    if (!e.unknownModels.empty()) {
        QStringList names;
        for (const auto& m : e.unknownModels) names << QString::fromStdString(m);
        text += QLatin1Char(' ') + tr("Unknown price for %1 (not counted; add it in Settings → Prices).")
                                       .arg(names.join(QStringLiteral(", ")));
    }
    return text;
}

QString ComposeView::renderPreview() const {
    auto s = spec();
    if (!s) return {};
    const int seat = std::clamp(m_previewSeat->value() - 1, 0, static_cast<int>(s->seats.size()) - 1);
    const engine::SeatSpec& seatSpec = s->seats[static_cast<std::size_t>(seat)];
    auto messages = messagesFor(s.value(), seat, m_previewRound->currentData().toInt());
    if (!messages) return errorText(messages.error());
    QString out;
    if (seatSpec.type == "bot")
        out = tr("Seat %1 is a bot (%2): bots read the observation, not messages. This is what a model or a person "
                 "in this seat would receive:\n\n")
                  .arg(seat + 1)
                  .arg(q(seatSpec.strategy));
    for (const auto& msg : messages.value()) out += QStringLiteral("── %1 ──\n%2\n\n").arg(q(msg.role), q(msg.content));
    return out;
}

}  // namespace nashlab::ui
