//! QR codes as SVG, at error correction level M (15 % of the code may be lost or dirty).
//!
//! The SVG holds only the modules: no text from the game, so it is safe to show as markup.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode, Version};

/// A rendered code and the QR version (1 to 40) it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Qr {
    pub svg: String,
    pub version: i16,
}

fn code(data: &str) -> Option<QrCode> {
    QrCode::with_error_correction_level(data.as_bytes(), EcLevel::M).ok()
}

fn number(version: Version) -> i16 {
    match version {
        Version::Normal(n) | Version::Micro(n) => n,
    }
}

/// The smallest version that holds `data` at level M, or `None` past version 40.
pub fn version_of(data: &str) -> Option<i16> {
    code(data).map(|c| number(c.version()))
}

/// `data` as an SVG QR code with its quiet zone, dark on light, scaled by the page.
pub fn render(data: &str) -> Option<Qr> {
    let code = code(data)?;
    let svg = code
        .render::<svg::Color>()
        .quiet_zone(true)
        .module_dimensions(4, 4)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .build();
    Some(Qr {
        svg,
        version: number(code.version()),
    })
}
