import { userEvent } from 'storybook/test';

// Keyboard alone, from the top of the page: Tab into each field, type, Enter to send.

export const signInByKeyboard = async (email: string, password: string) => {
  await userEvent.tab();
  await userEvent.keyboard(email);
  await userEvent.tab();
  await userEvent.keyboard(`${password}{Enter}`);
};

export const choosePasswordByKeyboard = async (password: string, confirmation = password) => {
  await userEvent.tab();
  await userEvent.keyboard(password);
  await userEvent.tab();
  await userEvent.keyboard(`${confirmation}{Enter}`);
};

export const askForLinkByKeyboard = async (email: string) => {
  await userEvent.tab();
  await userEvent.keyboard(`${email}{Enter}`);
};
