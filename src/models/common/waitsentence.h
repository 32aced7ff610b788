#pragma once

// The sentence for a wait the service asked for (429): "The service asked us to wait 20 s —
// retrying (2 of 5)". One wording for the window (widgets/common/WaitCountdown counts it down)
// and the command line.

#include <QString>

namespace bd::models {

QString waitSentence(int seconds, int attempt, int of);

} // namespace bd::models
