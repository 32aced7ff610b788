#include "domain/auth.h"

namespace bd::domain {

QByteArray basicToken(QStringView userName, QStringView password)
{
    return (userName.toUtf8() + ':' + password.toUtf8()).toBase64();
}

} // namespace bd::domain
