// Tablemate's Android activity, used by `dx` in place of its default (Dioxus.toml:
// application.android_main_activity). It is the default activity plus two things:
// - the screen stays on while Tablemate is in front, since a game at the table must not go dark;
// - a link that opens the app (tablemate://import#TM…, see AndroidManifest.xml) reaches the
//   import screen. tao 0.34 turns no intent into an event and Dioxus 0.7 gives Rust no handle
//   on the activity, so the links wait here and the page takes them (src/ui/links.rs).
package dev.dioxus.main

import android.content.Intent
import android.os.Bundle
import android.view.WindowManager
import android.webkit.JavascriptInterface
import android.webkit.WebView
import java.util.ArrayDeque

typealias BuildConfig = app.tablemate.companion.BuildConfig

class MainActivity : WryActivity() {
    private val links = LinkInbox()
    private var webView: WebView? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        // The link that started the app; not again when the activity is only re-created.
        if (savedInstanceState == null) links.offer(intent)
    }

    // wry calls this before it loads the page, so the page finds `window.TablemateLinks`.
    override fun onWebViewCreate(webView: WebView) {
        this.webView = webView
        webView.addJavascriptInterface(links, "TablemateLinks")
    }

    // launchMode="singleTask": a link opened while the app runs comes here, never to a second
    // activity (which would start a second Rust main).
    override fun onNewIntent(intent: Intent) {
        super.onNewIntent(intent)
        if (links.offer(intent)) {
            setIntent(intent)
            webView?.evaluateJavascript("window.dispatchEvent(new Event('tablemate-link'))", null)
        }
    }
}

/** The links of the VIEW intents the app was opened with, until the page takes them. */
class LinkInbox {
    private val waiting = ArrayDeque<String>()

    /** Keeps the intent's link, if it has one; says whether it did. */
    fun offer(intent: Intent?): Boolean {
        if (intent == null || intent.action != Intent.ACTION_VIEW) return false
        // Reopened from the recent apps: that link was shown already.
        if ((intent.flags and Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY) != 0) return false
        val link = intent.dataString ?: return false
        synchronized(waiting) {
            // No numbered sequence has more parts (src/share/mod.rs, MAX_PARTS).
            if (waiting.size >= 64) return false
            waiting.addLast(link)
        }
        return true
    }

    /** The oldest link waiting, or "" when there is none. Called on the WebView's own thread. */
    @JavascriptInterface
    fun take(): String = synchronized(waiting) { waiting.pollFirst() ?: "" }
}
