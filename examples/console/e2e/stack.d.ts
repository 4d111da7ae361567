export declare const e2eStack: {
  consoleUrl: string;
  /** The partner portal (`examples/partner-portal`), started by the same script. */
  portalUrl: string;
  apiUrl: string;
  issuer: string;
  env: {
    CONSOLE_PORT: string;
    API_PORT: string;
    IDP_PORT: string;
    PORTAL_PORT: string;
  };
};
//# sourceMappingURL=stack.d.ts.map
