#include "widgets/desktop/appearancemenu.h"

#include "widgets/desktop/colorscheme.h"

#include <QActionGroup>
#include <QMenu>

namespace bd::widgets {

QMenu *appearanceMenu(ColorScheme *colors, QWidget *parent)
{
    auto *menu = new QMenu(ColorScheme::tr("&Appearance"), parent);
    menu->setObjectName(QStringLiteral("menuAppearance"));
    auto *group = new QActionGroup(menu);
    group->setExclusive(true);
    const struct
    {
        ColorScheme::Appearance appearance;
        QString text;
        QString name;
    } choices[] = {
        {ColorScheme::Appearance::System, ColorScheme::tr("Follow the de&sktop"),
         QStringLiteral("appearanceSystem")},
        {ColorScheme::Appearance::Light, ColorScheme::tr("&Light"), QStringLiteral("appearanceLight")},
        {ColorScheme::Appearance::Dark, ColorScheme::tr("&Dark"), QStringLiteral("appearanceDark")},
    };
    for (const auto &choice : choices) {
        QAction *action = menu->addAction(choice.text);
        action->setObjectName(choice.name);
        action->setCheckable(true);
        action->setChecked(colors->appearance() == choice.appearance);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, colors,
                         [colors, appearance = choice.appearance] { colors->setAppearance(appearance); });
    }
    return menu;
}

} // namespace bd::widgets
