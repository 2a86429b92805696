#pragma once
// One colour per seat, the same in its panel, every chart, every table and every export:
// the Okabe–Ito palette (colour-blind safe), extended by lightness beyond eight seats.
#include <QColor>

namespace nashlab::ui {

QColor seatColor(int seat);
/// The neutral colour of reference (NE) lines.
QColor referenceColor();

}  // namespace nashlab::ui
