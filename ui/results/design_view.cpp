#include "ui/results/design_view.h"

#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

#include "ui/charts/treatment_chart.h"
#include "ui/results/model_ranks_table.h"

namespace nashlab::ui {

DesignView::DesignView(QWidget* parent) : QWidget(parent), m_report(engine::Json::object()) {
    setObjectName(QStringLiteral("designView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The chart on the left at the tab's full height; the ranks and the differences beside it:
    // under the chart either would leave it too little height at 1024 × 700.
    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->setChildrenCollapsible(false);
    m_chart = new TreatmentChart(m_split);
    auto* side = new QWidget(m_split);
    auto* column = new QVBoxLayout(side);
    column->setContentsMargins(4, 0, 0, 0);
    m_ranks = new ModelRanksTable(side);
    column->addWidget(m_ranks);
    m_differences = new QLabel(side);
    m_differences->setObjectName(QStringLiteral("treatmentDifferences"));
    m_differences->setWordWrap(true);
    m_differences->setTextFormat(Qt::RichText);
    m_differences->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_differences->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* scroll = new QScrollArea(side);  // a design of many treatments lists many differences
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->viewport()->setAutoFillBackground(false);  // reads as part of the tab, not a box
    scroll->setWidget(m_differences);
    m_differences->setAutoFillBackground(false);  // setWidget() turned it on
    column->addWidget(scroll, 1);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 1);
    m_split->setSizes({500, 500});  // scaled to the tab's width: the ranks' four columns fit beside
    layout->addWidget(m_split);
    connect(m_chart, &TreatmentChart::measureChanged, this, &DesignView::showDifferences);
}

void DesignView::setReport(const engine::Json& report) {
    m_report = report.is_object() ? report : engine::Json::object();
    m_hasDesign = !treatmentMeasures(m_report).isEmpty();
    m_ranks->setReport(m_report);
    m_ranks->setVisible(m_ranks->hasRanks());
    m_chart->setReport(m_report);  // its measureChanged fills the differences
}

QString DesignView::differencesText() const { return m_differences->text(); }

void DesignView::showDifferences(const QString& measure) {
    const QStringList lines = treatmentDifferenceLines(m_report, measure);
    QString html;
    if (!lines.isEmpty())
        html =
            QStringLiteral("<b>%1</b> %2<br>%3")
                .arg(tr("Against the first treatment"),
                     tr("(difference of the means [95% bootstrap CI], permutation p)"),
                     lines.join(QLatin1Char('\n')).toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")));
    m_differences->setText(html);
}

}  // namespace nashlab::ui
