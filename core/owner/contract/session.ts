import {
  LanguageChoiceSchema,
  SessionViewSchema,
  SetupBodySchema,
  SetupCheckBodySchema,
  SetupLinkViewSchema,
  SignInBodySchema,
} from "../../accounts/schemas.ts";
import { SignedOutSchema } from "../views.ts";
import { ownerRoute } from "./route.ts";

/** Signing in and out, and setting a password from a setup link (docs/api.md §16.1–16.3). */
export const sessionContract = {
  signIn: ownerRoute({
    method: "POST",
    path: "/session",
    name: "signIn",
    summary: "Signs in with e-mail and password: sets the session cookie and answers the session",
    session: false,
    body: SignInBodySchema,
    answer: SessionViewSchema,
    errors: ["invalid_credentials"],
  }),
  session: ownerRoute({
    method: "GET",
    path: "/session",
    name: "getSession",
    summary: "Who is signed in, their restaurants and the CSRF token their writes carry",
    answer: SessionViewSchema,
  }),
  chooseLanguage: ownerRoute({
    method: "POST",
    path: "/session/language",
    name: "chooseLanguage",
    summary: "Stores the console language the person chose: the console opens in it on any device, and their e-mails speak it",
    body: LanguageChoiceSchema,
    answer: LanguageChoiceSchema,
  }),
  signOut: ownerRoute({
    method: "POST",
    path: "/session/end",
    name: "signOut",
    summary: "Ends this session",
    answer: SignedOutSchema,
  }),
  signOutEverywhere: ownerRoute({
    method: "POST",
    path: "/session/end-all",
    name: "signOutEverywhere",
    summary: "Ends every session of the person",
    answer: SignedOutSchema,
  }),
  checkSetupLink: ownerRoute({
    method: "POST",
    path: "/setup/check",
    name: "checkSetupLink",
    summary: "Whose setup link this is, before they choose a password",
    session: false,
    body: SetupCheckBodySchema,
    answer: SetupLinkViewSchema,
    errors: ["not_found"],
  }),
  setUp: ownerRoute({
    method: "POST",
    path: "/setup",
    name: "setUpAccount",
    summary: "Sets the password from a setup link and signs in",
    session: false,
    body: SetupBodySchema,
    answer: SessionViewSchema,
    errors: ["not_found", "invalid_credentials"],
  }),
};
