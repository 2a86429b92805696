#include "ui/common/seat_palette.h"

#include <array>

namespace nashlab::ui {

QColor seatColor(int seat) {
    // Okabe & Ito (2008), "Color Universal Design"; black last so it is used least.
    static const std::array<QColor, 8> base = {
        QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42),
        QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7), QColor(0x00, 0x00, 0x00)};
    if (seat < 0) seat = 0;
    const QColor c = base[static_cast<std::size_t>(seat) % base.size()];
    const int cycle = seat / static_cast<int>(base.size());
    if (cycle == 0) return c;
    // Later cycles alternate darker and lighter versions of the same hues.
    if (c == QColor(0, 0, 0)) return QColor::fromHsl(0, 0, 40 + 40 * cycle % 160);
    return cycle % 2 == 1 ? c.darker(140 + 20 * (cycle / 2)) : c.lighter(130 + 10 * (cycle / 2));
}

QColor referenceColor() { return QColor(0x59, 0x59, 0x59); }

}  // namespace nashlab::ui
