#include "ui/compose/seat_table.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/common/seat_palette.h"

namespace nashlab::ui {

using engine::Json;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QComboBox* combo(QTableWidget* t, int row, int col) { return qobject_cast<QComboBox*>(t->cellWidget(row, col)); }

QString text(QTableWidget* t, int row, int col) {
    const QTableWidgetItem* item = t->item(row, col);
    return item ? item->text().trimmed() : QString();
}

}  // namespace

SeatTable::SeatTable(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("seatTableBox"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, ColCount, this);
    m_table->setObjectName(QStringLiteral("seatTable"));
    m_table->setHorizontalHeaderLabels({tr("Colour"), tr("Name"), tr("Kind"), tr("Strategy"), tr("Options"),
                                        tr("Provider"), tr("Model"), tr("Persona")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setColumnWidth(ColColour, 50);
    layout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    auto add = [this, buttons](const QString& label, const char* name) {
        auto* b = new QPushButton(label, this);
        b->setObjectName(QLatin1String(name));
        buttons->addWidget(b);
        return b;
    };
    connect(add(tr("Add seat"), "addSeat"), &QPushButton::clicked, this, [this] {
        const int row = std::max(0, m_table->currentRow());
        addSeat(count() > 0 ? rowJson(row) : Json{{"type", "bot"}, {"strategy", "random"}});
        emit changed();
    });
    connect(add(tr("Remove"), "removeSeat"), &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0) m_table->removeRow(m_table->currentRow());
        recolour();
        emit changed();
    });
    connect(add(tr("Move up"), "moveSeatUp"), &QPushButton::clicked, this, [this] {
        const int r = m_table->currentRow();
        if (r > 0) moveRow(r, r - 1);
    });
    connect(add(tr("Move down"), "moveSeatDown"), &QPushButton::clicked, this, [this] {
        const int r = m_table->currentRow();
        if (r >= 0 && r + 1 < count()) moveRow(r, r + 1);
    });
    connect(add(tr("Fill all like this seat"), "fillAll"), &QPushButton::clicked, this, &SeatTable::fillAllLikeCurrent);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_table, &QTableWidget::itemChanged, this, &SeatTable::changed);
}

void SeatTable::setGame(const engine::Game* game) {
    m_game = game;
    m_table->setRowCount(0);
}

int SeatTable::count() const { return m_table->rowCount(); }

void SeatTable::setSeats(const std::vector<engine::SeatSpec>& seats) {
    const QSignalBlocker block(m_table);
    m_table->setRowCount(0);
    for (const auto& s : seats) {
        Json j = s.toJson();
        addSeat(j);
    }
    emit changed();
}

void SeatTable::addSeat(const Json& seat) {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* kind = new QComboBox(m_table);
    kind->addItem(tr("bot"), QStringLiteral("bot"));
    kind->addItem(tr("LLM"), QStringLiteral("llm"));
    kind->addItem(tr("human"), QStringLiteral("human"));
    auto* strategy = new QComboBox(m_table);
    if (m_game)
        for (const auto& s : m_game->strategies()) {
            strategy->addItem(q(s.id));
            strategy->setItemData(strategy->count() - 1, q(s.description), Qt::ToolTipRole);
        }
    auto* provider = new QComboBox(m_table);
    for (const char* p : {"openai", "anthropic", "gemini", "ollama"}) provider->addItem(QLatin1String(p));
    m_table->setCellWidget(row, ColKind, kind);
    m_table->setCellWidget(row, ColStrategy, strategy);
    m_table->setCellWidget(row, ColProvider, provider);
    for (int c : {ColColour, ColName, ColOptions, ColModel, ColPersona}) m_table->setItem(row, c, new QTableWidgetItem);
    m_table->item(row, ColColour)->setFlags(Qt::ItemIsEnabled);
    for (auto* c : {kind, strategy, provider}) connect(c, &QComboBox::currentIndexChanged, this, &SeatTable::changed);
    // Only the fields of the seat's kind are editable: strategy and options for bots, provider and
    // model for models, a persona for models and people.
    connect(kind, &QComboBox::currentIndexChanged, this, [this, kind] {
        for (int r = 0; r < count(); ++r)
            if (m_table->cellWidget(r, ColKind) == kind) applyKind(r);
    });
    setRow(row, seat);
    recolour();
}

void SeatTable::setRow(int row, const Json& seat) {
    const QSignalBlocker block(m_table);
    const QString type = q(seat.value("type", "bot"));
    combo(m_table, row, ColKind)->setCurrentIndex(std::max(0, combo(m_table, row, ColKind)->findData(type)));
    if (seat.contains("strategy")) combo(m_table, row, ColStrategy)->setCurrentText(q(seat.value("strategy", "")));
    const Json options = seat.value("options", Json::object());
    m_table->item(row, ColOptions)->setText(options.empty() ? QString() : q(options.dump()));
    if (seat.contains("provider"))
        combo(m_table, row, ColProvider)->setCurrentText(q(seat.value("provider", "openai")));
    m_table->item(row, ColModel)->setText(q(seat.value("model", "")));
    m_table->item(row, ColPersona)->setText(q(seat.value("persona", "")));
    m_table->item(row, ColName)->setText(q(seat.value("name", "")));
    applyKind(row);
}

void SeatTable::applyKind(int row) {
    const QString type = combo(m_table, row, ColKind)->currentData().toString();
    const bool bot = type == QLatin1String("bot"), llm = type == QLatin1String("llm");
    combo(m_table, row, ColStrategy)->setEnabled(bot);
    combo(m_table, row, ColProvider)->setEnabled(llm);
    const auto editable = [this, row](int col, bool on) {
        QTableWidgetItem* item = m_table->item(row, col);
        item->setFlags(on ? (Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable) : Qt::ItemIsSelectable);
    };
    const QSignalBlocker block(m_table);
    editable(ColOptions, bot);
    editable(ColModel, llm);
    editable(ColPersona, !bot);
}

Json SeatTable::rowJson(int row) const {
    Json j = Json::object();
    const std::string type = combo(m_table, row, ColKind)->currentData().toString().toStdString();
    j["type"] = type;
    const QString name = text(m_table, row, ColName);
    if (!name.isEmpty()) j["name"] = name.toStdString();
    const QString persona = text(m_table, row, ColPersona);
    if (type == "bot") {
        j["strategy"] = combo(m_table, row, ColStrategy)->currentText().toStdString();
        const QString options = text(m_table, row, ColOptions);
        if (!options.isEmpty()) {
            // Malformed options stay as text: the spec parser then names the seat and the problem.
            try {
                j["options"] = Json::parse(options.toStdString());
            } catch (const std::exception&) {
                j["options"] = options.toStdString();
            }
        }
    } else {
        if (!persona.isEmpty()) j["persona"] = persona.toStdString();
        if (type == "llm") {
            j["provider"] = combo(m_table, row, ColProvider)->currentText().toStdString();
            j["model"] = text(m_table, row, ColModel).toStdString();
        }
    }
    return j;
}

Json SeatTable::seatsJson() const {
    Json seats = Json::array();
    for (int r = 0; r < count(); ++r) seats.push_back(rowJson(r));
    return seats;
}

QString SeatTable::persona(int row) const {
    return row >= 0 && row < count() ? text(m_table, row, ColPersona) : QString();
}

void SeatTable::moveRow(int from, int to) {
    Json a = rowJson(from), b = rowJson(to);
    // Names travel with their seat; colours stay with the position (colour = seat number).
    setRow(from, b);
    setRow(to, a);
    m_table->selectRow(to);
    emit changed();
}

void SeatTable::fillAllLikeCurrent() {
    const int current = std::max(0, m_table->currentRow());
    if (current >= count()) return;
    Json model = rowJson(current);
    model.erase("name");
    for (int r = 0; r < count(); ++r) setRow(r, model);
    emit changed();
}

void SeatTable::recolour() {
    const QSignalBlocker block(m_table);
    for (int r = 0; r < count(); ++r) {
        QTableWidgetItem* item = m_table->item(r, ColColour);
        item->setBackground(seatColor(r));
        item->setText(QString::number(r + 1));
        item->setForeground(seatColor(r).lightness() < 110 ? Qt::white : Qt::black);
    }
}

}  // namespace nashlab::ui
