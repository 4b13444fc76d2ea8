export default {
  'app.rule.shareQuorum': 'Guests needed to take the table over',
  'app.rule.shareQuorum.majority': 'A majority of them',
  'app.rule.shareQuorum.two-thirds': 'Two thirds of them',
  'app.rule.shareQuorum.all': 'All of them',
  'app.keys.some':
    'Any {n} of the {m} guests, acting together, could read every hand of the round under way, as the host can. Fewer cannot, and a round’s key opens no other round.',
  'app.keys.all':
    'Only all {m} guests together could read the hands of the round under way, as the host can; but if one of them leaves with the host, the table cannot move on.',
  'app.keys.few':
    'With fewer than two guests, only the host can read the hands, and the table cannot move to a guest if the host leaves.',
  'app.error.bad-share-quorum': 'The guests needed to take over must be a majority, two thirds or all of them.',
};
