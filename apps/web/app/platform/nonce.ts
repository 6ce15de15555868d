import { createContext, useContext } from 'react';

/**
 * The response's Content-Security-Policy nonce (ADR 747): set by entry.server for the server
 * render, so <Scripts> and <ScrollRestoration> can mark their inline scripts. In the browser
 * there is none (the scripts already ran).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
