import { describe, expect, it } from "vitest";
import { takeEarlyAnswer, type EarlyAnswers } from "./early-answers.ts";

const URL_CONFIG = "https://couvert.example/api/v1/reservation";

describe("takeEarlyAnswer", () => {
  it("hands each element that the loader asked for its own readable copy, then nothing", async () => {
    const answers: EarlyAnswers = { [`ck_a ${URL_CONFIG}`]: { response: Promise.resolve(Response.json({ data: 1 })), left: 2 } };
    const first = takeEarlyAnswer("ck_a", URL_CONFIG, answers);
    const second = takeEarlyAnswer("ck_a", URL_CONFIG, answers);
    expect(await (await first)!.json()).toEqual({ data: 1 });
    expect(await (await second)!.json()).toEqual({ data: 1 });
    // Taken by both: a later load (a retry, a new key and back) asks the server again.
    expect(takeEarlyAnswer("ck_a", URL_CONFIG, answers)).toBeNull();
  });

  it("takes nothing for another key or address, or without the loader", () => {
    const answers: EarlyAnswers = { [`ck_a ${URL_CONFIG}`]: { response: Promise.resolve(Response.json({})), left: 1 } };
    expect(takeEarlyAnswer("ck_b", URL_CONFIG, answers)).toBeNull();
    expect(takeEarlyAnswer("ck_a", `${URL_CONFIG}/availability`, answers)).toBeNull();
    expect(takeEarlyAnswer("ck_a", URL_CONFIG, null)).toBeNull();
  });
});
