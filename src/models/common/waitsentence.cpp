#include "models/common/waitsentence.h"

#include <QCoreApplication>

namespace bd::models {

QString waitSentence(int seconds, int attempt, int of)
{
    return QCoreApplication::translate("bd::models::WaitSentence",
                                       "The service asked us to wait %1 s — retrying (%2 of %3)")
        .arg(seconds)
        .arg(attempt)
        .arg(of);
}

} // namespace bd::models
