export default {
  'app.rule.shareQuorum': 'Invités nécessaires pour reprendre la table',
  'app.rule.shareQuorum.majority': 'Une majorité d’entre eux',
  'app.rule.shareQuorum.two-thirds': 'Les deux tiers',
  'app.rule.shareQuorum.all': 'Tous',
  'app.keys.some':
    'N’importe quels {n} des {m} invités, en s’entendant, pourraient lire toutes les mains de la manche en cours, comme l’hôte le peut. Moins n’y arrivent pas, et la clé d’une manche n’ouvre aucune autre manche.',
  'app.keys.all':
    'Seuls les {m} invités tous ensemble pourraient lire les mains de la manche en cours, comme l’hôte le peut ; mais si l’un d’eux part avec l’hôte, la table ne peut pas continuer.',
  'app.keys.few':
    'Avec moins de deux invités, seul l’hôte peut lire les mains, et la table ne peut pas passer à un invité si l’hôte part.',
  'app.error.bad-share-quorum':
    'Les invités nécessaires pour reprendre la table sont une majorité, les deux tiers ou tous.',
};
