#pragma once
// A tab widget's page that paints the tab frame under it itself, and so counts as opaque. An update
// inside a transparent page (a label, a chart, a seat's panel) repaints from the nearest opaque
// widget under it: the window, the tab widget's frame and its tab bar (they overlap), a few
// milliseconds each time during a batch. Inside an opaque page it repaints the page alone. The
// pixels are the same.
class QTabWidget;
class QWidget;

namespace nashlab::ui {

/// Makes `page`, a page of `tabs`, paint the part of `tabs`' frame it covers before itself, and
/// opaque (not in document mode, where the tab widget draws no frame).
void fillLikeTheTabFrame(QTabWidget* tabs, QWidget* page);

}  // namespace nashlab::ui
