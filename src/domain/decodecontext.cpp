#include "domain/decodecontext.h"

#include <QCoreApplication>

namespace bd::domain {

QString DecodeProblem::toString() const
{
    if (path.isEmpty())
        return message;
    return QCoreApplication::translate("bd::domain", "%1: %2").arg(path, message);
}

QString DecodeContext::currentPath() const
{
    QString path = m_root;
    for (const Segment &s : m_path) {
        if (s.index >= 0) {
            path += QLatin1Char('[') + QString::number(s.index) + QLatin1Char(']');
        } else {
            if (!path.isEmpty())
                path += QLatin1Char('.');
            path += QString::fromUtf8(s.key);
        }
    }
    return path;
}

void DecodeContext::problem(const QString &message)
{
    m_problems.append({currentPath(), message});
}

} // namespace bd::domain
