// Tablemate's Android activity, used by `dx` in place of its default (Dioxus.toml:
// application.android_main_activity). It is the default activity plus one thing: the screen
// stays on while Tablemate is in front, since a game at the table must not go dark.
package dev.dioxus.main

import android.os.Bundle
import android.view.WindowManager

typealias BuildConfig = app.tablemate.companion.BuildConfig

class MainActivity : WryActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
    }
}
