import type { LoginFormLabels, LoginFormProps } from './LoginForm';

/** The login form's French words and links, for the tests of LoginForm and LoginModal. */
export const loginFormLabels: LoginFormLabels = {
  email: 'Adresse électronique',
  emailHint: 'Format attendu : nom@domaine.fr',
  password: 'Mot de passe',
  forgottenPassword: 'Mot de passe oublié ?',
  submit: 'Se connecter',
  firstConnectionIntro: 'Première connexion ?',
  firstConnection: 'Créer mon mot de passe',
};

export const loginFormHrefs: LoginFormProps['hrefs'] = {
  firstConnection: '/forms/premiere-connexion?redirectTo=%2F',
  forgottenPassword: '/forms/utilisateur/recuperation-mot-de-passe',
};
