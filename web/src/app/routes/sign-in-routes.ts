import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Signing in and the links e-mails carry: open to everyone, outside the app's shell. */
export const SIGN_IN_ROUTES: RouteObject[] = [
  { path: "login", lazy: lazyPage(() => import("../../features/auth/LoginPage").then((m) => m.LoginPage), ["auth"]) },
  {
    path: "register",
    lazy: lazyPage(() => import("../../features/auth/RegisterPage").then((m) => m.RegisterPage), ["auth"]),
  },
  {
    path: "verify-email",
    lazy: lazyPage(() => import("../../features/auth/VerifyEmailPage").then((m) => m.VerifyEmailPage), ["auth"]),
  },
  {
    path: "confirm-email",
    lazy: lazyPage(() => import("../../features/auth/VerifyEmailPage").then((m) => m.ConfirmEmailPage), ["auth"]),
  },
  {
    path: "undo-email-change",
    lazy: lazyPage(() => import("../../features/auth/VerifyEmailPage").then((m) => m.UndoEmailChangePage), ["auth"]),
  },
  {
    path: "forgot-password",
    lazy: lazyPage(() => import("../../features/auth/ForgotPasswordPage").then((m) => m.ForgotPasswordPage), ["auth"]),
  },
  {
    path: "reset-password",
    lazy: lazyPage(() => import("../../features/auth/ResetPasswordPage").then((m) => m.ResetPasswordPage), ["auth"]),
  },
];
