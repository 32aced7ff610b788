#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <vector>

namespace bd::domain {

// One thing in a response that could not be taken as the spec describes, with where it is.
struct DecodeProblem
{
    QString path;    // e.g. "priceBookEntries[2].uom.decimalScale"; empty for the root
    QString message; // a sentence for people
    QString toString() const;
};

// Collects problems while a decoder walks a document, tracking the current path cheaply:
// the path is only formatted when a problem is reported.
class DecodeContext
{
public:
    explicit DecodeContext(QString rootPath = {}) : m_root(std::move(rootPath)) {}

    void problem(const QString &message);
    QString currentPath() const;
    const QList<DecodeProblem> &problems() const { return m_problems; }
    QList<DecodeProblem> takeProblems() { return std::move(m_problems); }
    bool hasProblems() const { return !m_problems.isEmpty(); }

    // RAII: enter a member by key or an array element by index.
    class Scope
    {
    public:
        Scope(DecodeContext &ctx, QByteArrayView key) : m_ctx(ctx) { ctx.m_path.push_back({key, -1}); }
        Scope(DecodeContext &ctx, qsizetype index) : m_ctx(ctx) { ctx.m_path.push_back({{}, index}); }
        ~Scope() { m_ctx.m_path.pop_back(); }
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        DecodeContext &m_ctx;
    };

private:
    struct Segment
    {
        QByteArrayView key;
        qsizetype index;
    };
    QString m_root;
    std::vector<Segment> m_path;
    QList<DecodeProblem> m_problems;
};

} // namespace bd::domain
