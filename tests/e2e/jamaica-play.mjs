// Jamaica played by test id (so in any language), shared by the test files that need a round
// or a whole race: the Captain's typed dice, and a race played to Port Royal.
import assert from "node:assert/strict";

/** The Captain's two dice typed from the table: the day die, the night die, then OK. */
export async function dice(page, day, night) {
  await page.getByTestId(`day-${day}`).click();
  await page.getByTestId(`night-${night}`).click();
  await page.getByTestId("dice-ok").click();
  await page.getByTestId("step-dice").waitFor({ state: "detached" });
}

/**
 * A race played to Port Royal: 6 and 6 each round, the shorter way at a fork (the last
 * forward choice), fees paid, star attacks. With The Crew, each time the tavern is offered
 * the next of `recruits` is recruited (the crew's names as the select's values, "Shipowner"),
 * until the list runs out; later offers are passed. Every move's label is added to `labels`;
 * `afterStep` runs after each step. Returns the recruits made, as { seat, crew } where seat is
 * the step card's player (read from the recruit panel's heading order of play).
 */
export async function raceToTheEnd(page, { recruits = ["Shipowner"], labels = [], afterStep = async () => {} } = {}) {
  const visible = async (id) => (await page.getByTestId(id).count()) > 0;
  const made = [];
  for (let guard = 0; guard < 200 && !(await visible("scoring")); guard++) {
    if (await visible("step-dice")) {
      await dice(page, 6, 6);
    } else if (await visible("step-card")) {
      const ways = page.locator('[data-testid^="move-forward-"]');
      labels.push(...(await ways.allTextContents()));
      await ways.nth((await ways.count()) - 1).click();
    } else if (await visible("step-fee")) {
      await page.getByTestId("fee-paid").click();
    } else if (await visible("step-recruit")) {
      const crew = recruits[made.length];
      const slots = page.locator('[data-testid^="recruit-slot-"]');
      if (crew && (await slots.count()) > 0) {
        made.push(crew);
        await slots.first().click();
        await page.getByTestId("recruit-crew").selectOption(crew);
        await page.getByTestId("recruit-ok").click();
      } else {
        await page.getByTestId("recruit-skip").click();
      }
    } else if (await visible("step-fight")) {
      await page.getByTestId("atk-face-star").click();
      await page.getByTestId("fight-go").click();
    } else if (await visible("step-spoils")) {
      await page.getByTestId("spoils-nothing").click();
    } else if (await visible("step-ghost")) {
      await page.locator('[data-testid^="ghost-"][data-testid*="ward-"]').first().click();
    } else {
      assert.fail("no step panel on the board");
    }
    await afterStep();
  }
  assert.ok(await visible("scoring"), "the race ended");
  return made;
}
