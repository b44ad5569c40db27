import { describe, expect, it } from "vitest";
import { takeEarlyAnswer, type EarlyAnswers, type ReadAnswer } from "./early-answers.ts";

const URL_CONFIG = "https://couvert.example/api/v1/reservation";
const read = (body: string): Promise<ReadAnswer> => Promise.resolve({ status: 200, retryAfter: null, body });

describe("takeEarlyAnswer", () => {
  it("hands the answer to each element that the loader asked for, then nothing", async () => {
    const answers: EarlyAnswers = { [`ck_a ${URL_CONFIG}`]: { answer: read('{"data":1}'), left: 2 } };
    const first = takeEarlyAnswer("ck_a", URL_CONFIG, answers);
    const second = takeEarlyAnswer("ck_a", URL_CONFIG, answers);
    expect((await first)!.body).toBe('{"data":1}');
    expect((await second)!.body).toBe('{"data":1}');
    // Taken by both: a later load (a retry, a new key and back) asks the server again.
    expect(takeEarlyAnswer("ck_a", URL_CONFIG, answers)).toBeNull();
  });

  it("takes nothing for another key or address, or without the loader", () => {
    const answers: EarlyAnswers = { [`ck_a ${URL_CONFIG}`]: { answer: read("{}"), left: 1 } };
    expect(takeEarlyAnswer("ck_b", URL_CONFIG, answers)).toBeNull();
    expect(takeEarlyAnswer("ck_a", `${URL_CONFIG}/availability`, answers)).toBeNull();
    expect(takeEarlyAnswer("ck_a", URL_CONFIG, null)).toBeNull();
  });
});
