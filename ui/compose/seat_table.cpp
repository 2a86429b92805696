#include "ui/compose/seat_table.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/compose/model_catalog.h"
#include "ui/compose/seat_delegate.h"

namespace nashlab::ui {

using engine::Json;

SeatTable::SeatTable(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("seatTableBox"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_model = new SeatModel(this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("seatTable"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new SeatDelegate(m_view));
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setColumnWidth(ColColour, 50);
    m_view->setColumnWidth(ColModel, 150);
    m_view->setColumnWidth(ColTemperature, 90);
    layout->addWidget(m_view, 1);
    m_modelStatus = new QLabel(this);
    m_modelStatus->setObjectName(QStringLiteral("modelStatus"));
    m_modelStatus->setWordWrap(true);
    m_modelStatus->hide();
    layout->addWidget(m_modelStatus);
    // Two rows of three: in one row the buttons alone made the form wider than a laptop's half.
    auto* buttons = new QGridLayout;
    auto add = [this, buttons](const QString& label, const char* name) {
        auto* b = new QPushButton(label, this);
        b->setObjectName(QLatin1String(name));
        const int n = buttons->count();
        buttons->addWidget(b, n / 3, n % 3);
        return b;
    };
    connect(add(tr("Add seat"), "addSeat"), &QPushButton::clicked, this, [this] {
        Json seat = count() > 0 ? rowJson(currentRow()) : Json{{"type", "bot"}, {"strategy", "random"}};
        seat.erase("name");  // a new seat gets its own name, never a copy
        addSeat(seat);
    });
    connect(add(tr("Remove"), "removeSeat"), &QPushButton::clicked, this, [this] {
        if (m_view->currentIndex().isValid()) m_model->removeRows(m_view->currentIndex().row(), 1);
    });
    connect(add(tr("Move up"), "moveSeatUp"), &QPushButton::clicked, this, [this] {
        const int r = m_view->currentIndex().row();
        if (r > 0) moveRow(r, r - 1);
    });
    connect(add(tr("Move down"), "moveSeatDown"), &QPushButton::clicked, this, [this] {
        const int r = m_view->currentIndex().row();
        if (r >= 0 && r + 1 < count()) moveRow(r, r + 1);
    });
    connect(add(tr("Fill all like this seat"), "fillAll"), &QPushButton::clicked, this, &SeatTable::fillAllLikeCurrent);
    connect(add(tr("Refresh models"), "refreshModels"), &QPushButton::clicked, this, &SeatTable::refreshModels);
    buttons->setColumnStretch(3, 1);
    layout->addLayout(buttons);

    // Every change of the seats is a change of the spec.
    connect(m_model, &SeatModel::dataChanged, this, [this](const QModelIndex& from, const QModelIndex& to) {
        const auto covers = [&](int column) { return from.column() <= column && column <= to.column(); };
        if (covers(ColKind) || covers(ColEndpoint)) {  // a server may have come into use
            requestModels(false);
            updateModelStatus();
        }
        emit changed();
    });
    connect(m_model, &SeatModel::rowsInserted, this, [this](const QModelIndex&, int first, int last) {
        openEditors(first, last);
        requestModels(false);
        updateModelStatus();
        emit changed();
    });
    connect(m_model, &SeatModel::modelReset, this, [this] {
        openEditors(0, count() - 1);
        requestModels(false);
        updateModelStatus();
        emit changed();
    });
    const auto afterRowsLeftOrMoved = [this] {
        updateModelStatus();
        emit changed();
    };
    connect(m_model, &SeatModel::rowsRemoved, this, afterRowsLeftOrMoved);
    connect(m_model, &SeatModel::rowsMoved, this, afterRowsLeftOrMoved);
    connect(&ModelCatalog::shared(), &ModelCatalog::updated, this, [this](const QString& key) {
        m_model->modelsChanged(key);
        updateModelStatus();
    });
}

QStringList SeatTable::personaPresets() { return SeatDelegate::personaPresets(); }

void SeatTable::openEditors(int first, int last) {
    for (int r = first; r <= last; ++r)
        for (int c = 0; c < SeatModel::ColCount; ++c)
            if (SeatDelegate::comboColumn(c)) m_view->openPersistentEditor(m_model->index(r, c));
}

QComboBox* SeatTable::comboAt(int row, int column) const {
    return qobject_cast<QComboBox*>(m_view->indexWidget(m_model->index(row, column)));
}

int SeatTable::currentRow() const { return std::clamp(m_view->currentIndex().row(), 0, std::max(0, count() - 1)); }

void SeatTable::setGame(const engine::Game* game) { m_model->setGame(game); }

int SeatTable::count() const { return m_model->rowCount(); }

void SeatTable::setSeats(const std::vector<engine::SeatSpec>& seats) {
    Json list = Json::array();
    for (const auto& s : seats) list.push_back(s.toJson());
    m_model->setSeats(list);
}

void SeatTable::setEndpoints(const QList<Endpoint>& endpoints) { m_model->setEndpoints(endpoints); }

void SeatTable::addSeat(const Json& seat) { m_model->appendSeat(seat); }

void SeatTable::setRow(int row, const Json& seat) { m_model->setSeat(row, seat); }

Json SeatTable::rowJson(int row) const { return m_model->seatJson(row); }

Json SeatTable::seatsJson() const { return m_model->seatsJson(); }

QString SeatTable::persona(int row) const { return row >= 0 && row < count() ? m_model->row(row).persona : QString(); }

void SeatTable::moveRow(int from, int to) {
    if (from < 0 || to < 0 || from >= count() || to >= count() || from == to) return;
    m_model->moveRows({}, from, 1, {}, to > from ? to + 1 : to);
    m_view->selectRow(to);
}

void SeatTable::fillAllLikeCurrent() {
    if (count() == 0) return;
    Json like = rowJson(currentRow());
    like.erase("name");
    for (int r = 0; r < count(); ++r) m_model->setSeat(r, like);
}

void SeatTable::requestModels(bool force) {
    QStringList done;
    for (int r = 0; r < count(); ++r) {
        const SeatRow& row = m_model->row(r);
        if (row.kind != SeatRow::Kind::Llm) continue;
        const QString key = SeatModel::endpointKey(row.endpoint);
        if (done.contains(key)) continue;
        done << key;
        ModelCatalog::shared().request(row.endpoint.provider, row.endpoint.baseUrl, force);
    }
}

void SeatTable::refreshModels() { requestModels(true); }

void SeatTable::updateModelStatus() {
    QStringList seen, lines;
    for (int r = 0; r < count(); ++r) {
        const SeatRow& row = m_model->row(r);
        if (row.kind != SeatRow::Kind::Llm) continue;
        const QString key = SeatModel::endpointKey(row.endpoint);
        if (seen.contains(key)) continue;
        seen << key;
        const auto entry = ModelCatalog::shared().entry(row.endpoint.provider, row.endpoint.baseUrl);
        if (entry.state == ModelCatalog::State::Loading)
            lines << tr("Looking up the models of %1…").arg(row.endpoint.name);
        else if (entry.state == ModelCatalog::State::Failed)
            lines << tr("⚠ %1 (You can still type a model name.)").arg(entry.message);
    }
    m_modelStatus->setText(lines.join(QLatin1Char('\n')));
    m_modelStatus->setVisible(!lines.isEmpty());
}

}  // namespace nashlab::ui
