#include "ui/compose/design_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>
#include <set>

#include "ui/common/error_text.h"
#include "ui/compose/factor_row.h"
#include "ui/compose/level_chips.h"

namespace nashlab::ui {

using engine::Json;

namespace {

QLabel* wrappedLabel(QWidget* parent, const char* name) {
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

}  // namespace

DesignPanel::DesignPanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("designPanel"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // Folded by default: a one-configuration spec needs none of it, and Compose must fit 700 px.
    m_toggle = new QToolButton(this);
    m_toggle->setObjectName(QStringLiteral("designToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setAutoRaise(true);
    m_toggle->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont bold = m_toggle->font();
    bold.setBold(true);
    m_toggle->setFont(bold);
    outer->addWidget(m_toggle);

    m_body = new QWidget(this);
    auto* body = new QVBoxLayout(m_body);
    body->setContentsMargins(12, 0, 0, 0);
    auto* intro = new QLabel(tr("Compare treatments: each factor sets a spec field to each of its levels, and every "
                                "combination of the levels is a treatment, played the set number of repetitions. "
                                "A factor overrides what the seat table or the form says for its field."),
                             m_body);
    intro->setWordWrap(true);
    body->addWidget(intro);
    m_mode = new QComboBox(m_body);
    m_mode->setObjectName(QStringLiteral("designMode"));
    m_mode->addItem(tr("Crossed: every combination of the levels"));
    m_mode->addItem(tr("Listed: treatments written in the spec file"));
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    body->addWidget(m_mode);
    m_rowsLayout = new QVBoxLayout;
    m_rowsLayout->setSpacing(4);
    body->addLayout(m_rowsLayout);
    m_listedView = wrappedLabel(m_body, "listedTreatments");
    body->addWidget(m_listedView);

    auto* bar = new QHBoxLayout;
    m_add = new QPushButton(tr("Add factor"), m_body);
    m_add->setObjectName(QStringLiteral("addFactorButton"));
    m_crn = new QCheckBox(tr("Common random numbers"), m_body);
    m_crn->setObjectName(QStringLiteral("crnCheck"));
    m_crn->setChecked(true);
    m_crn->setToolTip(
        tr("Repetition r of every treatment draws the same chance (bot draws, valuations), so a "
           "difference between treatments is the treatment's, not the dice's."));
    m_drop = new QPushButton(tr("Drop the design"), m_body);
    m_drop->setObjectName(QStringLiteral("dropDesignButton"));
    bar->addWidget(m_add);
    bar->addWidget(m_crn, 1);
    bar->addWidget(m_drop);
    body->addLayout(bar);
    m_count = wrappedLabel(m_body, "designCount");
    m_cost = wrappedLabel(m_body, "designCost");
    m_error = wrappedLabel(m_body, "designError");
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    for (auto* l : {m_count, m_cost, m_error}) body->addWidget(l);
    outer->addWidget(m_body);

    connect(m_toggle, &QToolButton::toggled, this, &DesignPanel::setExpanded);
    connect(m_add, &QPushButton::clicked, this, [this] {
        addFactor();
        emit changed();
    });
    connect(m_drop, &QPushButton::clicked, this, [this] {
        clear();
        emit changed();
    });
    connect(m_crn, &QCheckBox::toggled, this, &DesignPanel::changed);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        showMode();
        emit changed();
    });
    showMode();
    setExpanded(false);
}

void DesignPanel::setContext(const engine::Game* game, const Json& seats) {
    m_game = game;
    m_fields = game ? designFields(*game, seats) : std::vector<DesignField>{};
    for (FactorRow* row : m_rows) row->setFields(m_fields, m_game);
}

FactorRow* DesignPanel::addFactor() {
    auto* row = new FactorRow(m_body);
    row->setFields(m_fields, m_game);
    m_rows.push_back(row);
    m_rowsLayout->addWidget(row);
    connect(row, &FactorRow::changed, this, &DesignPanel::changed);
    connect(row, &FactorRow::removeRequested, this, [this, row] {
        removeFactor(row);
        emit changed();
    });
    setExpanded(true);
    return row;
}

void DesignPanel::removeFactor(FactorRow* row) {
    m_rows.erase(std::remove(m_rows.begin(), m_rows.end(), row), m_rows.end());
    row->hide();
    row->setObjectName(QString());
    row->deleteLater();  // its own Remove button is what asked
}

void DesignPanel::clear() {
    while (!m_rows.empty()) removeFactor(m_rows.back());
    m_listed = Json();
    m_written = Json();
    const QSignalBlocker block(m_mode);
    m_mode->setCurrentIndex(0);
    m_crn->setChecked(true);
    showMode();
}

void DesignPanel::setDesign(const Json& block) {
    const QSignalBlocker quiet(this);
    clear();
    if (!block.is_object()) return;
    m_crn->setChecked(block.value("common_random_numbers", true));
    if (block.contains("listed")) {
        m_listed = block["listed"];
        const QSignalBlocker blockMode(m_mode);
        m_mode->setCurrentIndex(1);
    } else if (block.contains("crossed") && block["crossed"].is_object()) {
        for (const auto& [name, factor] : block["crossed"].items())
            addFactor()->setFactor(QString::fromStdString(name), factor);
    }
    showMode();
    setExpanded(true);
}

void DesignPanel::setWrittenDesign(const Json& block, const QString& why) {
    setDesign(Json());
    m_written = block;
    m_listedView->setText(why);
    showMode();
    setExpanded(true);
}

Json DesignPanel::block() const {
    if (!m_written.is_null()) return m_written;
    Json out = Json::object();
    if (m_mode->currentIndex() == 1 && !m_listed.is_null()) {
        out["listed"] = m_listed;
    } else {
        if (m_rows.empty()) return Json();
        Json crossed = Json::object();
        for (const FactorRow* row : m_rows) crossed[row->name().toStdString()] = row->factorJson();
        out["crossed"] = crossed;
    }
    out["common_random_numbers"] = m_crn->isChecked();
    return out;
}

QString DesignPanel::problem() const {
    if (!m_written.is_null() || m_mode->currentIndex() == 1) return {};
    std::set<QString> names;
    for (const FactorRow* row : m_rows) {
        if (row->field().isEmpty()) return tr("a design factor has no field; choose one or remove the factor");
        if (!names.insert(row->name()).second)
            return tr("two design factors are named '%1'; give one of them another name").arg(row->name());
    }
    return {};
}

void DesignPanel::showMode() {
    const bool written = !m_written.is_null();
    const bool listed = !written && m_mode->currentIndex() == 1;
    // The listed entry is offered only when a spec brought one: it is written in the file.
    if (auto* model = qobject_cast<QStandardItemModel*>(m_mode->model()))
        model->item(1)->setEnabled(!m_listed.is_null());
    m_mode->setEnabled(!written);
    for (FactorRow* row : m_rows) row->setVisible(!listed && !written);
    m_add->setEnabled(!listed && !written);
    m_add->setToolTip(listed ? tr("A listed design is edited in the spec file; choose Crossed to build one here.")
                             : QString());
    m_crn->setEnabled(!written);
    m_listedView->setVisible(listed || written);
    if (listed) m_listedView->setText(listedText());
}

QString DesignPanel::listedText() const {
    QStringList lines;
    for (const auto& entry : m_listed) {
        QStringList sets;
        const Json set = entry.value("set", Json::object());
        for (const auto& [field, value] : set.items())
            sets << QStringLiteral("%1 = %2").arg(QString::fromStdString(field), levelText(value));
        lines << QStringLiteral("• %1: %2")
                     .arg(QString::fromStdString(entry.value("label", "")),
                          sets.isEmpty() ? tr("the spec as it is") : sets.join(QStringLiteral("; ")));
    }
    return tr("Listed treatments, kept as the spec file writes them (edit the file to change them):") +
           QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

long long DesignPanel::crossedCount() const {
    long long n = 1;
    for (const FactorRow* row : m_rows) n *= static_cast<long long>(row->levels()->levels().size());
    return n;
}

void DesignPanel::showParsed(const engine::Result<engine::ExperimentSpec>& parsed, const engine::Game* game,
                             int repetitions) {
    const bool design = hasDesign();
    m_error->setVisible(design && !parsed);
    if (design && !parsed) m_error->setText(tr("⚠ The design cannot run: %1").arg(errorText(parsed.error())));
    m_drop->setEnabled(design);
    if (!design) {
        m_summary = tr("none, one configuration");
        m_count->setText(tr("No design: the spec plays one configuration %1 time(s). Add a factor to compare "
                            "treatments.")
                             .arg(repetitions));
    } else if (!parsed) {
        const long long n = m_rows.empty() ? 0 : crossedCount();
        m_summary = tr("cannot run yet");
        m_count->setText(m_rows.empty() ? QString()
                                        : tr("%1 treatments × %2 repetitions = %3 sessions, once the design is valid.")
                                              .arg(n)
                                              .arg(repetitions)
                                              .arg(n * repetitions));
    } else {
        const engine::ExperimentSpec& s = parsed.value();
        long long decisions = 0;
        for (const auto& t : s.treatments)
            decisions +=
                static_cast<long long>(s.repetitions) * t.spec.rounds * static_cast<long long>(t.spec.seats.size());
        // Turn-taking games and games that may end early ask fewer seats than rounds × seats.
        const bool exact = game && game->simultaneous() && !game->roundsAreALimit();
        m_summary = tr("%1 treatments × %2 repetitions = %3 sessions")
                        .arg(s.treatments.size())
                        .arg(s.repetitions)
                        .arg(s.sessionCount());
        m_count->setText(m_summary + QStringLiteral("; ") +
                         (exact ? tr("%1 decisions (sessions × rounds × seats).")
                                : tr("about %1 decisions (sessions × rounds × seats; this game does not ask every "
                                     "seat every round)."))
                             .arg(decisions));
    }
    m_toggle->setText(tr("Design: %1").arg(m_summary));
}

void DesignPanel::showCost(const QString& text) {
    m_cost->setText(text);
    m_cost->setVisible(!text.isEmpty() && hasDesign());
}

void DesignPanel::setExpanded(bool expanded) {
    const QSignalBlocker block(m_toggle);
    m_toggle->setChecked(expanded);
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_body->setVisible(expanded);
}

bool DesignPanel::isExpanded() const { return m_toggle->isChecked(); }

}  // namespace nashlab::ui
