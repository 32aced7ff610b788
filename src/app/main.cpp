#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("BillingDesk"));
    QApplication::setApplicationName(QStringLiteral("Billing Desk"));
    QApplication::setApplicationVersion(QStringLiteral(BD_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("billing-desk"));

    bd::widgets::MainWindow window;
    window.show();
    return app.exec();
}
