#include "ui/common/tab_page_fill.h"

#include <QEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPointer>
#include <QStyle>
#include <QStyleOptionTabWidgetFrame>
#include <QTabWidget>

namespace nashlab::ui {

namespace {

// QTabWidget::initStyleOption is protected: reached through a member pointer taken in a derived
// class's scope, which the language allows on any QTabWidget.
struct TabWidgetOption : QTabWidget {
    static QStyleOptionTabWidgetFrame of(const QTabWidget& tabs) {
        QStyleOptionTabWidgetFrame option;
        (tabs.*(&TabWidgetOption::initStyleOption))(&option);
        return option;
    }
};

// On the page: before the page's own paint event, paints what `tabs` paints under it (its frame,
// as QTabWidget::paintEvent draws it: the style's PE_FrameTabWidget over the tab pane).
class FrameUnderPage final : public QObject {
public:
    FrameUnderPage(QTabWidget* tabs, QWidget* page) : QObject(page), m_tabs(tabs), m_page(page) {
        page->installEventFilter(this);
        page->setAttribute(Qt::WA_OpaquePaintEvent, !tabs->documentMode());
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched != m_page || event->type() != QEvent::Paint || !m_tabs) return false;
        if (m_tabs->documentMode()) {  // no frame there: the page shows the window's background
            if (m_page->testAttribute(Qt::WA_OpaquePaintEvent)) {
                // Switched to document mode since: what is under the page is stale once; paint the
                // tab widget's area under it again, now that the page lets it through.
                m_page->setAttribute(Qt::WA_OpaquePaintEvent, false);
                m_page->update();
            }
            return false;
        }
        m_page->setAttribute(Qt::WA_OpaquePaintEvent);  // switched back from document mode
        QStyleOptionTabWidgetFrame option = TabWidgetOption::of(*m_tabs);
        option.rect = QStyle::visualRect(option.direction, option.rect,
                                         m_tabs->style()->subElementRect(QStyle::SE_TabWidgetTabPane, &option, m_tabs));
        QPainter painter(m_page);
        painter.setClipRegion(static_cast<QPaintEvent*>(event)->region());
        painter.translate(-m_page->mapTo(m_tabs, QPoint(0, 0)));
        m_tabs->style()->drawPrimitive(QStyle::PE_FrameTabWidget, &option, &painter, m_tabs);
        return false;  // the page paints itself next
    }

private:
    QPointer<QTabWidget> m_tabs;
    QWidget* m_page;  // the parent: outlives this
};

}  // namespace

void fillLikeTheTabFrame(QTabWidget* tabs, QWidget* page) { new FrameUnderPage(tabs, page); }

}  // namespace nashlab::ui
