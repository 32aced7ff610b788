#include "models/commands/commandsearch.h"

#include "models/commands/fuzzymatch.h"

#include <QCoreApplication>

#include <algorithm>

namespace bd::models {

QString groupTitle(Command::Group group)
{
    switch (group) {
    case Command::Group::Jump: return QCoreApplication::translate("bd::models::Command", "Go to");
    case Command::Group::Recent: return QCoreApplication::translate("bd::models::Command", "Recently used");
    case Command::Group::Action: return QCoreApplication::translate("bd::models::Command", "Actions");
    case Command::Group::Screen: return QCoreApplication::translate("bd::models::Command", "Screens");
    case Command::Group::Tenant: return QCoreApplication::translate("bd::models::Command", "Tenants");
    case Command::Group::Product: return QCoreApplication::translate("bd::models::Command", "Products");
    case Command::Group::Contact: return QCoreApplication::translate("bd::models::Command", "Contacts");
    case Command::Group::Query: return QCoreApplication::translate("bd::models::Command", "Saved queries");
    case Command::Group::View: return QCoreApplication::translate("bd::models::Command", "Saved views");
    case Command::Group::Webhook:
        return QCoreApplication::translate("bd::models::Command", "Webhook endpoints");
    }
    return {};
}

int CommandRecents::bonus(const QString &key) const
{
    const qsizetype at = m_keys.indexOf(key);
    // The newest gets as much as a run of matched characters; the 50th little.
    return at < 0 ? 0 : int(60 - std::min<qsizetype>(at, 50));
}

void CommandRecents::use(const QString &key, int keep)
{
    if (key.isEmpty())
        return;
    m_keys.removeAll(key);
    m_keys.prepend(key);
    while (m_keys.size() > keep)
        m_keys.removeLast();
}

CommandSearch::CommandSearch(const QString &typed, CommandRecents recents, int perGroup)
    : m_typed(typed), m_recents(std::move(recents)),
      m_perGroup(perGroup), m_listedWhenEmpty{Command::Group::Action, Command::Group::Screen}
{
    m_words = foldForMatch(typed).split(u' ', Qt::SkipEmptyParts);
    m_pasted = readPasted(typed);
    // The catalog's search texts fold case only, so a typed accent stays for them.
    for (const QString &word : typed.toLower().split(u' ', Qt::SkipEmptyParts))
        m_utf8Words.append(word.toUtf8());
}

std::optional<int> CommandSearch::match(QStringView text, QList<int> *positions) const
{
    if (m_words.isEmpty())
        return 0;
    const QString folded = foldForMatch(text);
    int total = 0;
    for (const QString &word : m_words) {
        QList<int> at;
        const std::optional<int> s = fuzzyScore(word, folded, positions ? &at : nullptr);
        if (!s)
            return std::nullopt;
        total += *s;
        if (positions)
            *positions += at;
    }
    if (positions) {
        std::sort(positions->begin(), positions->end());
        positions->erase(std::unique(positions->begin(), positions->end()), positions->end());
    }
    return total;
}

void CommandSearch::offer(Command command)
{
    if (m_words.isEmpty()) {
        const int recent = m_recents.bonus(command.key);
        if (recent > 0) {
            command.group = Command::Group::Recent;
            command.score = recent;
        } else if (!m_listedWhenEmpty.contains(command.group)) {
            return;
        }
        offerScored(std::move(command));
        return;
    }
    QList<int> at;
    std::optional<int> s = match(command.text, &at);
    if (!s && !command.detail.isEmpty()) {
        // The detail (a SKU, an email, a shortcut) matches, less well than the name would.
        s = match(command.detail);
        if (s)
            *s -= 8;
        at.clear();
    }
    if (!s)
        return;
    command.score = *s + m_recents.bonus(command.key);
    command.highlights = std::move(at);
    offerScored(std::move(command));
}

void CommandSearch::offerScored(Command command)
{
    std::vector<Command> &group = m_groups[size_t(command.group)];
    group.push_back(std::move(command));
    // Keep each group small: past four times its share, keep the best share.
    if (group.size() > size_t(m_perGroup) * 4) {
        std::stable_sort(group.begin(), group.end(),
                         [](const Command &a, const Command &b) { return a.score > b.score; });
        group.resize(size_t(m_perGroup));
    }
}

QList<Command> CommandSearch::ranked() const
{
    struct Ranked
    {
        size_t group;
        int best;
    };
    std::vector<Ranked> order;
    std::array<std::vector<Command>, 10> groups = m_groups;
    for (size_t g = 0; g < groups.size(); ++g) {
        std::vector<Command> &list = groups[g];
        if (list.empty())
            continue;
        std::stable_sort(list.begin(), list.end(),
                         [](const Command &a, const Command &b) { return a.score > b.score; });
        if (list.size() > size_t(m_perGroup))
            list.resize(size_t(m_perGroup));
        order.push_back({g, list.front().score});
    }
    // Jumps (a pasted id) and, with nothing typed, the recent ones come first; then by the best.
    std::stable_sort(order.begin(), order.end(), [](const Ranked &a, const Ranked &b) {
        const bool aFirst = a.group <= size_t(Command::Group::Recent);
        const bool bFirst = b.group <= size_t(Command::Group::Recent);
        if (aFirst != bFirst)
            return aFirst;
        return aFirst ? a.group < b.group : a.best > b.best;
    });
    QList<Command> out;
    for (const Ranked &r : order)
        for (const Command &c : groups[r.group])
            out.append(c);
    return out;
}

} // namespace bd::models
