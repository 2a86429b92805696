#pragma once
// The room's secrets: seat and instructor tokens (128 random bits from the system's generator,
// base64url) and the short join code people type (no look-alike letters). Only SHA-256 hashes
// of tokens are kept on disk.
#include <string>

namespace nashlab::classroom {

std::string newToken();
/// Six characters from A–Z and 2–9 without I, O, 0, 1.
std::string newJoinCode();
std::string tokenHash(const std::string& token);
/// Compares two equal-length strings in time independent of where they differ.
bool sameSecret(const std::string& a, const std::string& b);

}  // namespace nashlab::classroom
