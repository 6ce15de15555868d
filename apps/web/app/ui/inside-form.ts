import { createContext, useContext } from 'react';

/**
 * Whether a component renders inside another `<form>`: a form cannot hold a form (the HTML parser
 * drops the inner one, and hydration then fails, React #418), so a control that is a form of its
 * own alone (the menu's "+", ADR 1346) is a plain button there.
 */
export const InsideForm = createContext(false);
export const useInsideForm = () => useContext(InsideForm);
