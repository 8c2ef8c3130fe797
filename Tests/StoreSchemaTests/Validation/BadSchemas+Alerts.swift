extension BadSchemas {
    /// Alerts (`alerts:`) and the `oneOf:` cases that hold them (`{alerts: true}`).
    static let alerts: [BadSchema] = [
        BadSchema(
            "alerts: an unknown parameter shown, an unknown action, a parameter the alert lacks, a bad role",
            """
            store: Shop
            actions:
              remove: {id: Int}
              keep:
            alerts:
              confirm:
                title: Remove \\(name)?
                buttons:
                  Remove: {action: remove, role: destructive}
                  Keep: kep
                  Later: {role: later}
            modules:
              destination:
                oneOf: {alert: {alerts: true}}
            """,
            .error(
                7, 12,
                "alert 'confirm' shows \\(name), which is none of its parameters; declare it in 'params', "
                    + "such as params: {name: String}"),
            .error(
                9, 24,
                "button 'Remove' of alert 'confirm' sends 'remove', whose parameter 'id' the alert does "
                    + "not have: add it to the alert's 'params'"),
            .error(
                10, 13,
                "button 'Keep' of alert 'confirm' sends 'kep', which is not an action of this store; "
                    + "did you mean 'keep'?"),
            .error(11, 21, "'role' of button 'Later' of alert 'confirm' must be cancel or destructive, found 'later'")),
        BadSchema(
            "alerts: a parameter of another type, no title, a bad style",
            """
            store: Shop
            actions:
              remove: {id: Int}
            alerts:
              confirm:
                title: Sure?
                params: {id: String}
                buttons: {Remove: remove}
              other: {buttons: {OK: }}
              third: {title: Hi, style: popover}
            modules:
              destination:
                oneOf: {alert: {alerts: true}}
            """,
            .error(
                8, 23,
                "button 'Remove' of alert 'confirm' sends 'remove', whose parameter 'id' is a Int, "
                    + "but the alert's is a String"),
            .error(9, 10, "alert 'other' needs a 'title'"),
            .error(10, 29, "'style' of alert 'third' must be alert or dialog, found 'popover'")),
        BadSchema(
            "alerts held without any declared, in a stack, named by outputs, and alerts: false",
            """
            store: Shop
            actions:
              tick:
            modules:
              destination:
                oneOf: {alert: {alerts: true}, other: {alerts: false}}
                outputs: [alert.ok]
              path:
                stack: {alert: {alerts: true}}
            """,
            .error(
                6, 13,
                "case 'alert' holds alerts, but the schema declares none: declare them in 'alerts', "
                    + "such as alerts: {confirm: {title: Sure?, buttons: {OK: ok, Cancel: {role: cancel}}}}"),
            .error(
                6, 52,
                "'alerts' of case 'other' of module 'destination' must be true (a case that holds no "
                    + "alert names a store)"),
            .error(
                7, 15,
                "output 'alert.ok' of module 'destination' names case 'alert', which holds alerts: "
                    + "a button's action comes to this store by itself"),
            .error(
                9, 21,
                "case 'alert' of module 'path' holds alerts, which are presented over a screen, not "
                    + "pushed: hold them in a 'oneOf'")),
        BadSchema(
            "alerts no module holds",
            """
            store: Shop
            actions:
              ok:
            alerts:
              confirm: {title: Sure?, buttons: {OK: ok}}
            """,
            .warning(
                4, 1,
                "no module holds these alerts: add a module {alerts: true}, or a case with it to a "
                    + "'oneOf', such as alert: {alerts: true}")),
        BadSchema(
            "a module holding alerts: none declared, a list, outputs, and alerts: false",
            """
            store: Shop
            actions:
              ok:
            modules:
              alert: {alerts: true, list: true, outputs: [ok]}
              other: {alerts: false}
            """,
            .error(
                5, 3,
                "module 'alert' holds alerts, but the schema declares none: declare them in 'alerts', "
                    + "such as alerts: {confirm: {title: Sure?, buttons: {OK: ok, Cancel: {role: cancel}}}}"),
            .error(5, 25, "module 'alert' holds alerts, shown one at a time: it cannot be a 'list'"),
            .error(
                5, 37,
                "'outputs' does not apply to module 'alert', which holds alerts: a button's action comes "
                    + "to this store by itself"),
            .error(6, 19, "'alerts' of module 'other' must be true (a module that holds no alert names a store)")),
    ]
}
