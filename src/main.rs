fn main() {
    tablemate::ui::launch();
}
