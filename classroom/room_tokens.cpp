#include "classroom/room_tokens.h"

#include <QByteArray>
#include <QRandomGenerator>
#include <iterator>

#include "engine/core/sha256.h"

namespace nashlab::classroom {

std::string newToken() {
    quint32 words[4];
    QRandomGenerator::system()->generate(std::begin(words), std::end(words));
    const QByteArray bytes(reinterpret_cast<const char*>(words), sizeof words);
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals).toStdString();
}

std::string newJoinCode() {
    static constexpr char kAlphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    std::string code;
    for (int i = 0; i < 6; ++i) code += kAlphabet[QRandomGenerator::system()->bounded(32)];
    return code;
}

std::string tokenHash(const std::string& token) { return engine::sha256Hex(token); }

bool sameSecret(const std::string& a, const std::string& b) {
    if (a.size() != b.size()) return false;
    unsigned char diff = 0;
    for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

}  // namespace nashlab::classroom
