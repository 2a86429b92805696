#pragma once
// Command-line flags as nashlab-cli reads them ("--name value", "--flag", positional arguments),
// without Qt: the light front reads them so too. cli.h has the same for QStringList.
#include <string>
#include <vector>

namespace nashlab::cli {

using Arguments = std::vector<std::string>;

/// The value after "--name"; empty when absent. Sets *missingValue when the flag has none (it is
/// last, or followed by another flag).
std::string optionValue(const Arguments& args, const std::string& name, bool* missingValue = nullptr);
/// The arguments that are neither flags nor flag values (flags with values listed in `valued`).
Arguments positionalArguments(const Arguments& args, const Arguments& valued);
/// The first flag that is not in `known`; empty when there is none.
std::string unknownFlag(const Arguments& args, const Arguments& known);
/// Whether "--name" is among the arguments.
bool hasFlag(const Arguments& args, const std::string& name);

}  // namespace nashlab::cli
